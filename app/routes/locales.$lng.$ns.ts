import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/i18n";
import { localeResources } from "~/i18n/i18next.server";
import { localesVersion } from "~/i18n/locales-version.server";

const namespacePattern = /^([a-z][a-z-]*)\.json$/;

/**
 * One language's namespace for the browser. Cached for a year only when asked for under this build's texts' hash
 * (`v`): an address with another hash, during a deploy an older or a newer instance's, or none, gets these
 * texts revalidated on every use instead of kept for a year under a name that promises others.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const namespace = namespacePattern.exec(params.ns ?? "")?.[1];
  // Own keys only: `constructor.json` must not find the object's prototype.
  const resources = isLanguage(params.lng) ? localeResources[params.lng] : undefined;
  const texts = resources && namespace && Object.hasOwn(resources, namespace) ? resources[namespace] : undefined;
  if (!texts) throw new Response("Not found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === localesVersion;
  return new Response(JSON.stringify(texts), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}

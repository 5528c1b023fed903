import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n/i18n";
import { localeResources } from "~/i18n/i18next.server";

const namespacePattern = /^([a-z][a-z-]*)\.json$/;

/** One language's namespace for the browser; the `v` query (a content hash) makes it safe to cache for a year. */
export function loader({ params }: LoaderFunctionArgs) {
  const namespace = namespacePattern.exec(params.ns ?? "")?.[1];
  const texts = isLanguage(params.lng) && namespace ? localeResources[params.lng]?.[namespace] : undefined;
  if (!texts) throw new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(texts), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "~/i18n";
import { localesDirectory } from "~/i18next.server";

const namespacePattern = /^([a-z][a-z-]*)\.json$/;

/** One language's namespace for the browser; the `v` query (a content hash) makes it safe to cache for a year. */
export async function loader({ params }: LoaderFunctionArgs) {
  const namespace = namespacePattern.exec(params.ns ?? "")?.[1];
  if (!isLanguage(params.lng) || !namespace) throw new Response("Not found", { status: 404 });
  try {
    const text = await readFile(join(localesDirectory, params.lng, `${namespace}.json`), "utf8");
    return new Response(text, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch {
    throw new Response("Not found", { status: 404 });
  }
}

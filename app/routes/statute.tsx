import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalText } from "~/legal/LegalText";
import { loadLegalPage } from "~/legal/legal-html.server";
import { descriptionMeta } from "~/shell/description-meta";

export const handle = { i18n: ["common", "legal"] };
export const meta = descriptionMeta;

export function loader(args: LoaderFunctionArgs) {
  return loadLegalPage(args, "statute", "statute");
}

export default function StatutePage() {
  return <LegalText {...useLoaderData<typeof loader>()} />;
}

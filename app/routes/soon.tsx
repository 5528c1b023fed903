import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";

export const handle = { i18n: ["common"] };


/** The gate's page (spec §1): the Node server's gate (server/front-access-gate.ts) decides who sees it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = translatorFor(await languageOf(request), "common");
  return { title: t("soon.heading") };
}

export default function SoonPage() {
  const { t } = useTranslation();
  return (
    <div className="soon">
      <h1>{t("soon.heading")}</h1>
      <p className="soon__text">{t("soon.registrationStarts")}</p>
    </div>
  );
}

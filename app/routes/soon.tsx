import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dateAndTimeLabel } from "~/events/event-dates";
import { descriptionMeta } from "~/shell/description-meta";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";

export const handle = { i18n: ["common"] };


/**
 * The gate's page (spec §1): the Node server's gate (server/front-access-gate.ts) decides who sees it; one with
 * access is sent home. It says the spec's opening, 12 September at 10:00, unless GATE_OPENS_AT names the time the
 * gate really opens.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The gate sends a visitor with access from /soon home; Remix also routes /SOON, /soon/ and /soon.data here, past
  // the gate's exact match, so the page checks it itself, as every guard is in its route's own loader.
  if (context.frontAccess === "open") throw redirect("/");
  const language = await languageOf(request);
  const t = translatorFor(language, "common");
  const { opensAt } = context.config.gate;
  const opensAtLabel = opensAt ? dateAndTimeLabel(opensAt.toISOString(), language) : null;
  // While the gate is closed every shared link lands here: its preview says when sign-up opens.
  const description = opensAtLabel ? t("soon.registrationStartsAt", { when: opensAtLabel }) : t("soon.registrationStarts");
  return { title: t("soon.heading"), description, opensAt: opensAtLabel };
}

export const meta = descriptionMeta;

export default function SoonPage() {
  const { opensAt } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="soon">
      <h1>{t("soon.heading")}</h1>
      <p className="soon__text">{opensAt ? t("soon.registrationStartsAt", { when: opensAt }) : t("soon.registrationStarts")}</p>
    </div>
  );
}

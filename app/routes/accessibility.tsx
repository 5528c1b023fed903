import type { LoaderFunctionArgs } from "@remix-run/node";
import type { AnchorHTMLAttributes } from "react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { festivalTimeZone, intlLocale, type Language } from "~/i18n/i18n";
import { publicOriginOf } from "~/http/public-origin.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { TextWithElements } from "~/i18n/TextWithElements";
import { descriptionMeta } from "~/shell/description-meta";

export const handle = { i18n: ["common", "accessibility"] };
export const meta = descriptionMeta;

/**
 * 'Deklaracja dostępności' in the structure the Polish act on digital accessibility asks of public bodies, with
 * the a11y-* ids statement validators read. Its facts come from the configuration (A11Y_*).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await languageOf(request);
  const t = translatorFor(language, ["accessibility", "common"]);
  const settings = context.config.accessibilityStatement;
  return {
    title: t("accessibility:heading"),
    description: t("accessibility:description"),
    language,
    siteUrl: new URL("/", publicOriginOf(request, context.config)).href,
    entityName: settings.entityName ?? t("common:shell.festivalName"),
    settings,
  };
}

/** A link whose text TextWithElements fills in from the translation. */
function TranslatedLink({ children, ...attributes }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...attributes}>{children}</a>;
}

function StatementDate({ id, date, language }: { id: string; date: string; language: Language }) {
  // Noon UTC is the same calendar day in Warsaw whatever the season.
  const text = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: "long", timeZone: festivalTimeZone }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return (
    <time id={id} dateTime={date}>
      {text}
    </time>
  );
}

export default function AccessibilityStatementPage() {
  const { language, siteUrl, entityName, settings } = useLoaderData<typeof loader>();
  const { t } = useTranslation("accessibility");
  const notProvided = t("contactNotProvided");
  return (
    <article className="statement">
      <h1>{t("heading")}</h1>
      <p id="a11y-wstep">
        <TextWithElements
          text={t("intro")}
          values={{ entityName, siteName: t("common:shell.festivalName") }}
          elements={{ entity: <span id="a11y-podmiot" />, site: <TranslatedLink id="a11y-url" href={siteUrl} /> }}
        />
      </p>
      <ul>
        <li>
          {t("publishedOn")} <StatementDate id="a11y-data-publikacja" date={settings.publishedOn} language={language} />
        </li>
        <li>
          {t("updatedOn")} <StatementDate id="a11y-data-aktualizacja" date={settings.updatedOn} language={language} />
        </li>
      </ul>

      <h2>{t("statusHeading")}</h2>
      <p id="a11y-status">{t("status")}</p>
      <ul>
        <li>{t("exceptionMap")}</li>
        <li>{t("exceptionOrganiserContent")}</li>
        <li>{t("exceptionLegalTexts")}</li>
      </ul>

      <h2>{t("preparationHeading")}</h2>
      <p>
        {t("preparedOn")} <StatementDate id="a11y-data-sporzadzenie" date={settings.preparedOn} language={language} />
      </p>
      <p>{t("preparationMethod")}</p>

      <h2>{t("shortcutsHeading")}</h2>
      <p>{t("shortcuts")}</p>

      <h2 id="a11y-kontakt">{t("contactHeading")}</h2>
      <p>{t("contactIntro")}</p>
      <ul>
        <li>
          {t("contactPerson")} <span id="a11y-osoba">{settings.contactPerson ?? notProvided}</span>
        </li>
        <li>
          {t("contactEmail")}{" "}
          {settings.contactEmail ? (
            <a id="a11y-email" href={`mailto:${settings.contactEmail}`}>
              {settings.contactEmail}
            </a>
          ) : (
            <span id="a11y-email">{notProvided}</span>
          )}
        </li>
        <li>
          {t("contactPhone")}{" "}
          {settings.contactPhone ? (
            <a id="a11y-telefon" href={`tel:${settings.contactPhone.replace(/\s+/g, "")}`}>
              {settings.contactPhone}
            </a>
          ) : (
            <span id="a11y-telefon">{notProvided}</span>
          )}
        </li>
      </ul>
      <p>{t("contactRequests")}</p>

      <h2 id="a11y-procedura">{t("procedureHeading")}</h2>
      <p>{t("procedureRequest")}</p>
      <p>{t("procedureDeadline")}</p>
      <p>
        <TextWithElements text={t("procedureOmbudsman")} elements={{ ombudsman: <TranslatedLink href="https://bip.brpo.gov.pl/" /> }} />
      </p>

      <h2 id="a11y-architektura">{t("architectureHeading")}</h2>
      <p>{settings.architecture ?? t("architecture")}</p>
    </article>
  );
}

import { useTranslation } from "react-i18next";

interface LegalTextProps {
  status: "ok" | "unavailable";
  heading: string;
  /** Already sanitised on the server (legal-html.server.ts). */
  html: string;
  ownHeading: boolean;
}

/** A legal page: the festival's text with its own headings; our h1 only when the text has none. */
export function LegalText({ status, heading, html, ownHeading }: LegalTextProps) {
  const { t } = useTranslation("legal");
  if (status === "unavailable") {
    return (
      <>
        <h1>{heading}</h1>
        <p role="alert">{t("unavailable")}</p>
      </>
    );
  }
  return (
    <>
      {ownHeading ? null : <h1>{heading}</h1>}
      <div className="legal-text" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

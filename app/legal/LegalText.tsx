interface LegalTextProps {
  heading: string;
  /** Already sanitised on the server (legal-html.server.ts). */
  html: string;
  ownHeading: boolean;
}

/** A legal page: the festival's text with its own headings; our h1 only when the text has none. */
export function LegalText({ heading, html, ownHeading }: LegalTextProps) {
  return (
    <>
      {ownHeading ? null : <h1>{heading}</h1>}
      <div className="legal-text" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

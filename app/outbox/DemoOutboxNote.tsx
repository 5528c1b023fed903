import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TextWithElements } from "~/i18n/TextWithElements";

/**
 * Where the demo's newcomer reads the e-mail and the SMS (the `npm start` demo sends nothing: issue #10). Shown when
 * the portal serves the outbox (OUTBOX_VIEW=1); the outbox itself answers only this computer, so the note says so.
 */
export function DemoOutboxNote() {
  const { t } = useTranslation("registration");
  return (
    <p className="demo-note">
      <TextWithElements text={t("demo.outboxNote")} elements={{ outbox: <Link to="/outbox" /> }} />
    </p>
  );
}

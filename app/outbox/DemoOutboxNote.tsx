import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";

/**
 * Where the demo's newcomer reads the e-mail and the SMS (the `npm start` demo sends nothing: issue #10). Shown when
 * the portal serves the outbox (OUTBOX_VIEW=1); the outbox itself answers only this computer, so the note says so.
 */
export function DemoOutboxNote() {
  const { t } = useTranslation("registration");
  return (
    <p className="demo-note">
      <Trans t={t} i18nKey="demo.outboxNote" components={{ outbox: <Link to="/outbox" /> }} />
    </p>
  );
}

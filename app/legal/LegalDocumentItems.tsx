import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The terms and the privacy policy as list items: under the account forms and in the footer. */
export function LegalDocumentItems() {
  const { t } = useTranslation("common");
  return (
    <>
      <li>
        <Link to="/statute">{t("shell.statute")}</Link>
      </li>
      <li>
        <Link to="/private-policy">{t("shell.privacyPolicy")}</Link>
      </li>
    </>
  );
}

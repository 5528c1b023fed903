import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { privacyPolicyPath, statutePath } from "~/legal/legal-paths";

/** The terms and the privacy policy as list items: under the account forms and in the footer. */
export function LegalDocumentItems() {
  const { t } = useTranslation("common");
  return (
    <>
      <li>
        <Link to={statutePath}>{t("shell.statute")}</Link>
      </li>
      <li>
        <Link to={privacyPolicyPath}>{t("shell.privacyPolicy")}</Link>
      </li>
    </>
  );
}

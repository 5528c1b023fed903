import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The links under an account form (issue #10: every form links to the terms and the privacy policy), after the
 * form's own links (`children`, list items).
 */
export function LegalLinks({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <ul className="form-page__links">
      {children}
      <li>
        <Link to="/statute">{t("shell.statute")}</Link>
      </li>
      <li>
        <Link to="/private-policy">{t("shell.privacyPolicy")}</Link>
      </li>
    </ul>
  );
}

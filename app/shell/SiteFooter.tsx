import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LegalDocumentItems } from "~/legal/LegalDocumentItems";
import { accessibilityStatementPath } from "~/legal/legal-paths";
import type { FooterLinks } from "~/shell/footer-links";

/**
 * The footer (spec §2): the rights line with the year and the implementing agency, the social block only when
 * configured, and links to the terms, the privacy policy and the accessibility statement. Behind the closed
 * gate the social block goes with the menus; the legal links stay, since the gate serves those pages so that the
 * accessibility statement is reachable (ARCHITECTURE.md), and without a link it was reachable only by its address.
 */
export function SiteFooter({ links, year, gateClosed }: { links: FooterLinks; year: number; gateClosed: boolean }) {
  const { t } = useTranslation();
  const hasSocialBlock = links.socialUrl !== undefined || links.pageUrl !== undefined;
  return (
    <footer className="site-footer">
      <nav aria-label={t("shell.footerMenuLabel")}>
        <ul className="site-footer__links">
          <LegalDocumentItems />
          <li>
            <Link to={accessibilityStatementPath}>{t("shell.accessibilityStatement")}</Link>
          </li>
        </ul>
      </nav>
      {hasSocialBlock && !gateClosed ? (
        <ul className="site-footer__social">
          {links.socialUrl ? (
            <li>
              <a href={links.socialUrl} rel="noopener">
                {t("shell.socialLink")}
              </a>
            </li>
          ) : null}
          {links.pageUrl ? (
            <li>
              <a href={links.pageUrl} rel="noopener">
                {t("shell.pageLink")}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="site-footer__rights">
        {t("shell.copyright", { year })}
        {links.agency ? (
          <>
            {" "}
            {t("shell.implementedBy")}{" "}
            {links.agency.url ? <a href={links.agency.url}>{links.agency.name}</a> : links.agency.name}
          </>
        ) : null}
      </p>
    </footer>
  );
}

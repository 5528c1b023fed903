import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useWithListQuery } from "~/events/carried-list-query";
import { MenuLink } from "~/shell/MenuLink";
import { LanguageSwitch } from "~/shell/LanguageSwitch";
import { AccountMenuItems } from "~/shell/AccountMenuItems";
import { useClosingDisclosure } from "~/shell/use-closing-disclosure";
import type { Language } from "~/i18n/i18n";
import { privacyPolicyPath, statutePath } from "~/legal/legal-paths";
import type { ShellUser } from "~/account/shell-user";
import { loginPath } from "~/account/account-paths";

/** Class on <html> that locks page scrolling (app.css); <body>'s class belongs to React (large text). */
const scrollLockClass = "mobile-menu-open";

/**
 * The mobile menu (spec §2): a native `<details>` disclosure, so it works without JS; with JS it locks page
 * scrolling while open and closes on navigation (useClosingDisclosure).
 */
export function MobileMenu({ user, language, year }: { user: ShellUser | null; language: Language; year: number }) {
  const { t } = useTranslation();
  const { detailsRef, open, onToggle } = useClosingDisclosure();
  const withListQuery = useWithListQuery();

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(scrollLockClass, open);
    const unlock = () => root.classList.remove(scrollLockClass);
    const panel = detailsRef.current?.querySelector<HTMLElement>(".mobile-menu__panel");
    if (!open || !panel) return unlock;
    // The page no longer scrolls, so the panel scrolls within the screen below its top, wherever that is (app.css).
    const fitPanel = () => panel.style.setProperty("--mobile-menu-top", `${Math.max(0, panel.getBoundingClientRect().top)}px`);
    fitPanel();
    window.addEventListener("resize", fitPanel);
    return () => {
      unlock();
      window.removeEventListener("resize", fitPanel);
    };
  }, [open, detailsRef]);

  return (
    <details ref={detailsRef} onToggle={onToggle} className="mobile-menu">
      <summary className="top-bar__control">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {t("shell.menu")}
      </summary>
      <nav aria-label={t("shell.mobileMenuLabel")} className="mobile-menu__panel">
        <ul className="mobile-menu__items">
          <MenuLink to={withListQuery("/")} label={t("shell.eventList")} />
          {user ? <AccountMenuItems withReviews /> : <MenuLink to={loginPath} label={t("shell.logIn")} />}
          <MenuLink to={statutePath} label={t("shell.statute")} />
          <MenuLink to={privacyPolicyPath} label={t("shell.privacyPolicy")} />
          <li>
            <LanguageSwitch language={language} />
          </li>
        </ul>
        <p className="mobile-menu__copyright">{t("shell.copyright", { year })}</p>
      </nav>
    </details>
  );
}

import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "~/components/shell/LanguageSwitch";
import { LogoutForm } from "~/components/shell/LogoutForm";
import { useClosingDisclosure } from "~/components/shell/use-closing-disclosure";
import type { Language } from "~/i18n";
import type { ShellUser } from "~/shell-user.server";

/** Class on <html> that locks page scrolling (app.css); <body>'s class belongs to React (large text). */
const scrollLockClass = "mobile-menu-open";

/**
 * The mobile menu (spec §2): a native `<details>` disclosure, so it works without JS; with JS it locks page
 * scrolling while open and closes on navigation (useClosingDisclosure).
 */
export function MobileMenu({ user, language, year }: { user: ShellUser | null; language: Language; year: number }) {
  const { t } = useTranslation();
  const { detailsRef, open, onToggle } = useClosingDisclosure();

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(scrollLockClass, open);
    return () => root.classList.remove(scrollLockClass);
  }, [open]);

  return (
    <details ref={detailsRef} onToggle={onToggle} className="mobile-menu">
      <summary className="top-bar__control mobile-menu__button">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>{t("shell.menu")}</span>
      </summary>
      <nav aria-label={t("shell.mobileMenuLabel")} className="mobile-menu__panel">
        <ul className="mobile-menu__items">
          <li>
            <Link to="/" className="menu-link">
              {t("shell.eventList")}
            </Link>
          </li>
          {user ? (
            <>
              <li>
                <Link to="/user/info" className="menu-link">
                  {t("shell.personalData")}
                </Link>
              </li>
              <li>
                <Link to="/user/events" className="menu-link">
                  {t("shell.myEvents")}
                </Link>
              </li>
              <li>
                <Link to="/user/reviews" className="menu-link">
                  {t("shell.myReviews")}
                </Link>
              </li>
              <li>
                <LogoutForm />
              </li>
            </>
          ) : (
            <li>
              <Link to="/login" className="menu-link">
                {t("shell.logIn")}
              </Link>
            </li>
          )}
          <li>
            <Link to="/statute" className="menu-link">
              {t("shell.statute")}
            </Link>
          </li>
          <li>
            <Link to="/private-policy" className="menu-link">
              {t("shell.privacyPolicy")}
            </Link>
          </li>
          <li>
            <LanguageSwitch language={language} />
          </li>
        </ul>
        <p className="mobile-menu__copyright">{t("shell.copyright", { year })}</p>
      </nav>
    </details>
  );
}

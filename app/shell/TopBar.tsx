import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useWithListQuery } from "~/events/carried-list-query";
import { AccountLink } from "~/shell/AccountLink";
import { FontSizeToggle } from "~/shell/FontSizeToggle";
import { LanguageSwitch } from "~/shell/LanguageSwitch";
import { LoadingIndicator } from "~/shell/LoadingIndicator";
import { MobileMenu } from "~/shell/MobileMenu";
import { UserMenu } from "~/shell/UserMenu";
import type { Language } from "~/i18n/i18n";
import type { ShellUser } from "~/account/shell-user";

interface TopBarProps {
  user: ShellUser | null;
  language: Language;
  largeText: boolean;
  year: number;
  /** Behind the closed gate only the routed view shows, without menus (spec §2); the language stays switchable. */
  gateClosed: boolean;
}

/** The top bar of spec §2: logo, desktop menu with the user dropdown, language, font size, account, mobile menu. */
export function TopBar({ user, language, largeText, year, gateClosed }: TopBarProps) {
  const { t } = useTranslation();
  const withListQuery = useWithListQuery();
  return (
    <header className="top-bar">
      <LoadingIndicator />
      {gateClosed ? (
        <span className="top-bar__logo">{t("shell.festivalName")}</span>
      ) : (
        <Link to={withListQuery("/")} className="top-bar__logo">
          {t("shell.festivalName")}
        </Link>
      )}
      {gateClosed ? (
        <div className="top-bar__tools">
          <LanguageSwitch language={language} />
        </div>
      ) : (
        <>
          <nav aria-label={t("shell.mainMenuLabel")} className="top-bar__desktop-menu">
            <ul>
              <li>
                <Link to={withListQuery("/")} className="top-bar__link">
                  {t("shell.eventList")}
                </Link>
              </li>
              <li>
                <UserMenu user={user} />
              </li>
            </ul>
          </nav>
          <div className="top-bar__tools">
            <div className="top-bar__desktop-only">
              <LanguageSwitch language={language} />
            </div>
            <FontSizeToggle savedLargeText={largeText} />
            <AccountLink user={user} />
            <MobileMenu user={user} language={language} year={year} />
          </div>
        </>
      )}
    </header>
  );
}

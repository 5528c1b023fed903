import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountMenuItems } from "~/shell/AccountMenuItems";
import { useClosingDisclosure } from "~/shell/use-closing-disclosure";
import type { ShellUser } from "~/account/shell-user";
import { loginPath, panelPath } from "~/account/account-paths";

/**
 * Desktop user dropdown (spec §2): the user's name with personal data, events and logout; else 'Log in'. A click on
 * the menu's name goes to the panel, or to login: so the dropdown opens from a control of its own beside the name,
 * a native disclosure that keyboards and screen readers reach (not on hover alone), with or without JS.
 */
export function UserMenu({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const { detailsRef, onToggle } = useClosingDisclosure();
  const menuName = (
    <Link to={user ? panelPath : loginPath} className="top-bar__link">
      {user ? user.name : t("shell.logIn")}
    </Link>
  );
  if (!user) return menuName;
  return (
    <div className="user-menu">
      {menuName}
      <details ref={detailsRef} onToggle={onToggle}>
        <summary className="top-bar__link" aria-label={t("shell.accountMenu")} />
        <ul className="user-menu__items">
          <AccountMenuItems withReviews={false} />
        </ul>
      </details>
    </div>
  );
}

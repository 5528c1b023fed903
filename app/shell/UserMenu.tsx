import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountMenuItems } from "~/shell/AccountMenuItems";
import { useClosingDisclosure } from "~/shell/use-closing-disclosure";
import type { ShellUser } from "~/account/shell-user";
import { loginPath } from "~/account/account-paths";

/** Desktop user dropdown (spec §2): the user's name opening personal data, events and logout; else 'Log in'. */
export function UserMenu({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const { detailsRef, onToggle } = useClosingDisclosure();
  if (!user) {
    return (
      <Link to={loginPath} className="top-bar__link">
        {t("shell.logIn")}
      </Link>
    );
  }
  return (
    <details ref={detailsRef} onToggle={onToggle} className="user-menu">
      <summary className="top-bar__link">{user.name}</summary>
      <ul className="user-menu__items">
        <AccountMenuItems withReviews={false} />
      </ul>
    </details>
  );
}

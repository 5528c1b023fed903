import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ShellUser } from "~/account/shell-user";
import { loginPath, panelPath } from "~/account/account-paths";

/** The account icon (spec §2): to the panel when logged in, with a green dot, otherwise to login. */
export function AccountLink({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  return (
    <Link to={user ? panelPath : loginPath} className="account-link top-bar__control">
      <svg className="account-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
      </svg>
      {user ? <span className="account-link__signed-in-dot" aria-hidden="true" /> : null}
      <span className="visually-hidden">{user ? t("shell.accountSignedIn", { name: user.name }) : t("shell.accountSignedOut")}</span>
    </Link>
  );
}

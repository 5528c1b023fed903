import { useTranslation } from "react-i18next";
import { LogoutForm } from "~/shell/LogoutForm";
import { MenuLink } from "~/shell/MenuLink";
import { panelPath, userInfoPath } from "~/account/account-paths";
import { panelReviewsPath } from "~/account/panel-paths";

/** The signed-in user's items, shared by the desktop dropdown and the mobile menu (which adds reviews). */
export function AccountMenuItems({ withReviews }: { withReviews: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: userInfoPath, label: t("shell.personalData") },
    { to: panelPath, label: t("shell.myEvents") },
    ...(withReviews ? [{ to: panelReviewsPath, label: t("shell.myReviews") }] : []),
  ];
  return (
    <>
      {links.map((link) => (
        <MenuLink key={link.to} {...link} />
      ))}
      <li>
        <LogoutForm />
      </li>
    </>
  );
}

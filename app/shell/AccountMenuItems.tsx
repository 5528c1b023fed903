import { useTranslation } from "react-i18next";
import { LogoutForm } from "~/shell/LogoutForm";
import { MenuLink } from "~/shell/MenuLink";

/** The signed-in user's items, shared by the desktop dropdown and the mobile menu (which adds reviews). */
export function AccountMenuItems({ withReviews }: { withReviews: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: "/user/info", label: t("shell.personalData") },
    { to: "/user/events", label: t("shell.myEvents") },
    ...(withReviews ? [{ to: "/user/reviews", label: t("shell.myReviews") }] : []),
  ];
  return (
    <>
      {links.map((link) => (
        <MenuLink key={link.to} to={link.to} label={link.label} />
      ))}
      <li>
        <LogoutForm />
      </li>
    </>
  );
}

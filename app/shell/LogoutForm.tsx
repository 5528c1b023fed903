import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Logging out changes state, so it is a POST (the /logout route arrives with login). */
export function LogoutForm() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className="logout-form">
      <button type="submit" className="menu-link">
        {t("shell.logOut")}
      </button>
    </Form>
  );
}

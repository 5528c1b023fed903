import type { ActionFunctionArgs } from "@remix-run/node";
import { redirectWithMessage } from "~/flash-message.server";
import { isLanguage } from "~/i18n";
import { translatorFor } from "~/i18next.server";
import { languageCookie } from "~/language.server";
import { preferenceRejected, preferenceRouteLoader } from "~/preferences.server";
import { sameSiteRedirectTarget } from "~/safe-redirect";

export const loader = preferenceRouteLoader;

/**
 * The language switch: stores the choice (it outranks anything else) and returns to the same page with its
 * query, confirming the change in the new language, since the whole page has just changed around the user.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const language = formData.get("language");
  if (!isLanguage(language)) return preferenceRejected(request, formData);
  const t = translatorFor(language, "common");
  return redirectWithMessage(
    request,
    sameSiteRedirectTarget(formData.get("redirectTo")),
    { kind: "success", text: t("shell.languageChanged") },
    { headers: { "Set-Cookie": await languageCookie.serialize(language) } },
  );
}

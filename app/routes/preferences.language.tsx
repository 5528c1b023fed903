import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { supportedLanguages } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";
import { languageCookie } from "~/i18n/language.server";
import { preferenceRejected, preferenceRouteLoader, readPreferenceForm } from "~/shell/preferences.server";

/** The language switch's button (LanguageSwitch). */
const languageFormSchema = z.object({ language: z.enum(supportedLanguages) });

export const loader = preferenceRouteLoader;

/**
 * The language switch: stores the choice (it outranks anything else) and returns to the same page with its
 * query, confirming the change in the new language, since the whole page has just changed around the user.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { answer, choice } = await readPreferenceForm(request, languageFormSchema);
  if (!choice) return preferenceRejected(request, context, answer);
  const t = translatorFor(choice.language, "common");
  return redirectWithMessage(
    request,
    context,
    answer.redirectTo,
    { kind: "success", text: t("shell.languageChanged") },
    { headers: { "Set-Cookie": await languageCookie.serialize(choice.language) } },
  );
}

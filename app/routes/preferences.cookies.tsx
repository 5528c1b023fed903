import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import {
  acceptedCookieCookie,
  cookieBannerClosedCookie,
  preferenceRejected,
  preferenceRouteLoader,
  preferenceSaved,
  readPreferenceForm,
} from "~/shell/preferences.server";

/** The cookie banner's two buttons (CookieBanner). */
const cookieBannerFormSchema = z.object({ intent: z.enum(["accept", "close"]) });

export const loader = preferenceRouteLoader;

/** The cookie banner: 'Ok' remembers the acceptance for a year; the close icon hides it for this visit. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { answer, choice } = await readPreferenceForm(request, cookieBannerFormSchema);
  if (!choice) return preferenceRejected(request, context, answer);
  const cookie = choice.intent === "accept" ? acceptedCookieCookie : cookieBannerClosedCookie;
  return preferenceSaved(answer, await cookie.serialize(true));
}

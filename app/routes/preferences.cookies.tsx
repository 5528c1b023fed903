import type { ActionFunctionArgs } from "@remix-run/node";
import {
  acceptedCookieCookie,
  cookieBannerClosedCookie,
  preferenceRejected,
  preferenceRouteLoader,
  preferenceSaved,
} from "~/preferences.server";

export const loader = preferenceRouteLoader;

/** The cookie banner: 'Ok' remembers the acceptance for a year; the close icon hides it for this visit. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "accept") return preferenceSaved(formData, await acceptedCookieCookie.serialize(true));
  if (intent === "close") return preferenceSaved(formData, await cookieBannerClosedCookie.serialize(true));
  return preferenceRejected(request, formData);
}

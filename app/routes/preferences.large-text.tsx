import type { ActionFunctionArgs } from "@remix-run/node";
import { largeTextCookie, preferenceRejected, preferenceRouteLoader, preferenceSaved } from "~/preferences.server";

export const loader = preferenceRouteLoader;

/** The 'A+' / 'A-' toggle: the form names the state it wants, so a repeated POST cannot flip it back. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const wanted = formData.get("largeText");
  if (wanted !== "on" && wanted !== "off") return preferenceRejected(request, formData);
  return preferenceSaved(formData, await largeTextCookie.serialize(wanted === "on"));
}

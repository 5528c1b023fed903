import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { panelPath } from "~/account/account-paths";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { calendarDownload } from "~/events/calendar-download.server";
import { publicOriginOf } from "~/http/public-origin.server";
import { languageOf } from "~/i18n/language.server";

/**
 * `/user/events.ics` (issue 11, beyond the spec): all the user's registrations as one iCalendar file, to import
 * into a calendar. A resource route: no page, a download. It has no page to show the festival API's failure on,
 * so it sends the user back to the panel, which does (the friendly 503 page).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // Signed out: the login leads back to the panel, which links this file; a file is no page to land on.
  const { api } = await requireVerifiedUser({ request, context }, { unavailable: "result", returnTo: panelPath });
  const language = await languageOf(request);
  const registered = await api.userEvents(language);
  if (!registered.ok) throw redirect(panelPath);
  return calendarDownload(publicOriginOf(request, context.config), registered.value, "bfn-events.ics");
}

import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { calendarDownload } from "~/events/calendar-download.server";
import { publicOriginOf } from "~/http/public-origin.server";
import { eventIdParamOf, eventPath } from "~/events/event-id-param";
import { languageOf } from "~/i18n/language.server";

/**
 * `/event/{id}/calendar.ics` (issue 11, beyond the spec): the user's registration of one event as an iCalendar
 * file, the same entry as in `/user/events.ics`. Only for an event the user is signed up for (404 otherwise: there
 * is no registration to put in a calendar). A resource route: the festival API's failure goes back to the event
 * page, which shows it.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const eventId = eventIdParamOf(params);
  // Signed out (a bookmark, a session that ended): the login leads back to the event page and its calendar link;
  // a file is no page to land on (with JS the app showed an empty page).
  const { api } = await requireVerifiedUser({ request, context }, { unavailable: "result", returnTo: eventPath(eventId) });
  const found = await api.event(eventId, await languageOf(request));
  if (!found.ok) {
    if (found.problem.kind === "not-found") throw new Response("Not found", { status: 404 });
    throw redirect(eventPath(eventId));
  }
  if (!found.value.subscribed) throw new Response("Not found", { status: 404 });
  return calendarDownload(publicOriginOf(request, context.config), [found.value], `bfn-event-${eventId}.ics`);
}

import { CALENDAR_CONTENT_TYPE, eventCalendar, type CalendarEvent } from "#contract/event-calendar";

/**
 * The user's registrations as an iCalendar file to download (`/user/events.ics`, `/event/{id}/calendar.ics`): the
 * entries the confirmation e-mail attaches too, with links to this portal's own address.
 */
export function calendarDownload(origin: string, events: readonly CalendarEvent[], filename: string): Response {
  const calendar = eventCalendar(events, { origin, now: new Date() });
  return new Response(calendar, {
    headers: {
      "Content-Type": CALENDAR_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${filename}"`,
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}

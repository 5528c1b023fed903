import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventPath } from "~/events/event-id-param";

/** The path of the calendar file of one registration (app/routes/event.$id.calendar[.]ics.ts). */
export const eventCalendarPath = (eventId: number) => `${eventPath(eventId)}/calendar.ics`;

/** The event page's download of the user's registration as a calendar file (issue 11, beyond the spec). */
export function EventCalendarLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation("events");
  return (
    <p>
      {/* A file download, not a page: `reloadDocument` lets the browser fetch it. */}
      <Link to={eventCalendarPath(eventId)} reloadDocument download>
        {t("calendar.download")}
      </Link>
    </p>
  );
}

import { useTranslation } from "react-i18next";
import type { Event } from "#contract/event";
import { showsNoSeats } from "~/components/events/event-card-data";

/** The card's and the event page's labels (spec §2): 'no seats' unless the user holds a seat, 'subscribed'. */
export function EventStatusLabels({ event }: { event: Pick<Event, "is_unavailable" | "subscribed"> }) {
  const { t } = useTranslation("events");
  return (
    <>
      {showsNoSeats(event) ? <p className="status-label status-label--no-seats">{t("status.noSeats")}</p> : null}
      {event.subscribed ? <p className="status-label status-label--subscribed">{t("status.subscribed")}</p> : null}
    </>
  );
}

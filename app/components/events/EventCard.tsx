import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventDateLabel } from "./event-date-label";
import type { Language } from "~/i18n";
import { showsNoSeats, type EventCardData } from "./event-card-data";
import { FavouriteButton } from "./FavouriteButton";
import { formatPrice } from "./price";
import { EventStatusLabels } from "~/components/events/EventStatusLabels";

/** One event in the list (spec §2 "Event card"). The whole card is reachable through the name's link. */
export function EventCard({ event, language }: { event: EventCardData; language: Language }) {
  const { t } = useTranslation("events");
  const noSeats = showsNoSeats(event);
  const image = event.miniatura ?? event.app_organizational_logo;
  return (
    <li className={`event-card${noSeats ? " event-card--unavailable" : ""}`}>
      {image ? <img className="event-card__image" src={image} alt="" width={320} height={180} loading="lazy" /> : null}
      <div className="event-card__body">
        <h3 className="event-card__name">
          <Link to={`/event/${event.id}`}>{event.name}</Link>
        </h3>
        <EventStatusLabels event={event} />
        <dl className="event-facts">
          <dt>{t("facts.date")}</dt>
          <dd>
            <time dateTime={event.date_start}>{eventDateLabel(event.date_start, event.date_end, language)}</time>
          </dd>
          <dt>{t("facts.localization")}</dt>
          <dd>{event.localization}</dd>
          <dt>{t("facts.type")}</dt>
          <dd>{event.type}</dd>
          {event.tutor ? (
            <>
              <dt>{t("facts.speaker")}</dt>
              <dd>{event.tutor}</dd>
            </>
          ) : null}
          {event.age_group.length > 0 ? (
            <>
              <dt>{t("facts.ageGroups")}</dt>
              <dd>{event.age_group.join(", ")}</dd>
            </>
          ) : null}
          <dt>{t("facts.price")}</dt>
          <dd>{event.price > 0 ? formatPrice(event.price, language) : t("facts.free")}</dd>
          {event.person_limit !== 0 ? (
            <>
              <dt>{t("facts.seats")}</dt>
              <dd>{`${event.users_count}/${event.person_limit}`}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <FavouriteButton eventId={event.id} eventName={event.name} favourite={event.favourite} />
    </li>
  );
}

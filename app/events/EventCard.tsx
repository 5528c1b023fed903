import { Link } from "@remix-run/react";
import { blocksSignUp } from "#contract/registration-state";
import { highFetchPriority } from "~/components/high-fetch-priority";
import { useWithListQuery } from "~/events/carried-list-query";
import { festivalDataLang, type Language } from "~/i18n/i18n";
import type { EventCardData } from "./event-card-data";
import { eventDateLabel } from "./event-dates";
import { EventFacts } from "./EventFacts";
import { EventStatusLabel } from "./EventStatusLabel";
import { eventPath } from "./event-id-param";
import { FavouriteButton } from "./FavouriteButton";

/**
 * One event in the list (spec §2 "Event card"). The whole card is reachable through the name's link. A card
 * the visitor cannot sign up for (full, closed, unavailable) is dimmed.
 *
 * The first card's picture is on a phone's first screen and is its largest paint, so it is fetched at once and
 * first; the others wait until they scroll near (`loading="lazy"`).
 */
export function EventCard({
  event,
  language,
  first = false,
  heartAfterRemoval,
}: {
  event: EventCardData;
  language: Language;
  first?: boolean;
  /** Where the page returns to without JS when unfavouriting takes this card away (FavouriteButton's `afterRemoval`). */
  heartAfterRemoval?: string;
}) {
  const image = event.miniatura ?? event.app_organizational_logo;
  // The organiser's logo, standing in for a missing picture, says whose event it is, which no text of the card does:
  // it is named. The event's own picture adds nothing its name does not.
  const withListQuery = useWithListQuery();
  return (
    <li className={`event-card${blocksSignUp(event.registration) ? " event-card--unavailable" : ""}`}>
      {image ? (
        <img
          className="event-card__image"
          src={image}
          alt={event.miniatura ? "" : event.app_organizational_name}
          lang={event.miniatura ? undefined : festivalDataLang(language)}
          width={320}
          height={180}
          {...(first ? highFetchPriority : { loading: "lazy" })}
        />
      ) : null}
      <div className="event-card__body">
        <h3 className="event-card__name">
          <Link to={withListQuery(eventPath(event.id))}>{event.name}</Link>
        </h3>
        <EventStatusLabel state={event.registration} />
        <EventFacts event={event} language={language} variant="card" />
      </div>
      {/* Named with the date too: the time slots of one event share its name, and their hearts would read alike. */}
      <FavouriteButton
        eventId={event.id}
        eventName={`${event.name}, ${eventDateLabel(event.date_start, event.date_end, language)}`}
        favourite={event.favourite}
        afterRemoval={heartAfterRemoval}
      />
    </li>
  );
}

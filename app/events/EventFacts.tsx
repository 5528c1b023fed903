import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Event } from "#contract/event";
import { isFull, registrationRequiredFor } from "#contract/registration-state";
import { festivalDataLang, intlLocale, type Language } from "~/i18n/i18n";
import { eventDateLabel } from "./event-dates";
import { formatPrice } from "#contract/price";

type FactsData = Pick<
  Event,
  "date_start" | "date_end" | "app_organizational_name" | "localization" | "type" | "tutor" | "age_group" | "price" | "person_limit" | "users_count"
> &
  Partial<Pick<Event, "registration_required">>;

/**
 * An event's facts as a description list, for the card and the event page (spec §2). The page shows more:
 * the organiser, and the seats always ('bez limitu' at 0, 'no seats' when full); the card shows the seat
 * counter only for a limited event. An event without registration has no seats to count: the page says so instead.
 */
export function EventFacts({ event, language, variant }: { event: FactsData; language: Language; variant: "card" | "page" }) {
  const { t } = useTranslation("events");
  const onPage = variant === "page";
  const counter = `${event.users_count}/${event.person_limit}`;
  let seats: string | null = counter;
  if (!registrationRequiredFor(event)) seats = onPage ? t("facts.noRegistration") : null;
  else if (event.person_limit === 0) seats = onPage ? t("facts.withoutLimit") : null;
  else if (onPage && isFull(event)) seats = `${counter} (${t("status.noSeats")})`;
  const dataLang = festivalDataLang(language);
  return (
    <dl className="event-facts">
      <Fact term={t("facts.date")}>
        <time dateTime={event.date_start}>{eventDateLabel(event.date_start, event.date_end, language)}</time>
      </Fact>
      {onPage ? (
        <Fact term={t("facts.organiser")} lang={dataLang}>
          {event.app_organizational_name}
        </Fact>
      ) : null}
      <Fact term={t("facts.localization")} lang={dataLang}>
        {event.localization}
      </Fact>
      <Fact term={t("facts.type")} lang={dataLang}>
        {event.type}
      </Fact>
      {event.tutor ? (
        <Fact term={t("facts.speaker")} lang={dataLang}>
          {event.tutor}
        </Fact>
      ) : null}
      {event.age_group.length > 0 ? (
        <Fact term={t("facts.ageGroups")} lang={dataLang}>
          {event.age_group.join(", ")}
        </Fact>
      ) : null}
      <Fact term={t("facts.price")}>{event.price > 0 ? formatPrice(event.price, intlLocale[language]) : t("facts.free")}</Fact>
      {seats !== null ? <Fact term={t("facts.seats")}>{seats}</Fact> : null}
    </dl>
  );
}

/**
 * One term with its value, grouped in a <div> (which a <dl> allows) so that the value can wrap under its term
 * where the two do not fit side by side (app/styles/events.css).
 */
function Fact({ term, lang, children }: { term: string; lang?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EventCard } from "~/events/EventCard";
import type { EventCardData } from "~/events/event-card-data";
import type { Language } from "~/i18n/i18n";

/**
 * One list of a panel tab (spec §2 "entries are event cards"): a section named by its heading (visually hidden
 * when the tab's name says it already), the list's cards, or the tab's empty state saying what to do.
 */
export function PanelEventList({
  id,
  heading,
  headingHidden = true,
  cards,
  language,
  empty,
}: {
  /** Names the section's heading element. */
  id: string;
  heading: string;
  headingHidden?: boolean;
  cards: readonly EventCardData[];
  language: Language;
  /** The empty state; a list without one is left out when empty. */
  empty?: ReactNode;
}) {
  if (cards.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="panel-events">
      <h2 id={id} className={headingHidden ? "visually-hidden" : undefined}>
        {heading}
      </h2>
      {cards.length > 0 ? (
        <ul className="event-list">
          {cards.map((event) => (
            <EventCard key={event.id} event={event} language={language} />
          ))}
        </ul>
      ) : (
        <div className="panel-empty">{empty}</div>
      )}
    </section>
  );
}

/** An empty tab whose next step is the event list: what to do, then a button to the list. */
export function EmptyWithListLink({ text }: { text: string }) {
  const { t } = useTranslation("account");
  return (
    <>
      <p>{text}</p>
      <p>
        <Link to="/" className="button">
          {t("panel.emptyAction")}
        </Link>
      </p>
    </>
  );
}

import { Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EventCard } from "~/events/EventCard";
import { favouriteFormId } from "~/events/FavouriteButton";
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
  cardsLeaveWhenUnfavourited = false,
}: {
  /** Names the section's heading element. */
  id: string;
  heading: string;
  headingHidden?: boolean;
  cards: readonly EventCardData[];
  language: Language;
  /** The empty state; a list without one is left out when empty. */
  empty?: ReactNode;
  /** Unfavouriting takes a card off this list (the favourites tab). */
  cardsLeaveWhenUnfavourited?: boolean;
}) {
  const section = useKeepFocusWhenACardGoes(cards);
  if (cards.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="panel-events" ref={section}>
      <h2 id={id} className={headingHidden ? "visually-hidden" : undefined} tabIndex={-1}>
        {heading}
      </h2>
      {cards.length > 0 ? (
        <ul className="event-list">
          {cards.map((event, index) => (
            <EventCard
              key={event.id}
              event={event}
              language={language}
              first={index === 0}
              heartAfterRemoval={cardsLeaveWhenUnfavourited ? heartInPlaceOf(cards, index, id) : undefined}
            />
          ))}
        </ul>
      ) : (
        <div className="panel-empty">{empty}</div>
      )}
    </section>
  );
}

/**
 * Without JS, where the page returns to when a card's heart takes it off the list: the heart that takes its place
 * (the next card's, else the one before), or with none left the list's heading, as the focus goes with JS.
 */
function heartInPlaceOf(cards: readonly EventCardData[], index: number, headingId: string): string {
  const neighbour = cards[index + 1] ?? cards[index - 1];
  return neighbour ? favouriteFormId(neighbour.id) : headingId;
}

/**
 * A card that goes while its heart had focus (unfavouriting on the favourites tab) takes the focus with it: it is
 * given to the heart of the card now in its place, or the last one, or with none left to what the empty tab
 * offers (its link to the list), else its heading (WCAG 2.4.3; a hidden heading would show no focus, 2.4.7).
 * Focus elsewhere is left alone.
 */
function useKeepFocusWhenACardGoes(cards: readonly EventCardData[]) {
  const section = useRef<HTMLElement>(null);
  const shownIds = useRef(cards.map((card) => card.id));
  useEffect(() => {
    const before = shownIds.current;
    shownIds.current = cards.map((card) => card.id);
    if (cards.length >= before.length || (document.activeElement && document.activeElement !== document.body)) return;
    const goneAt = Math.max(0, before.findIndex((id, index) => cards[index]?.id !== id));
    const hearts = section.current?.querySelectorAll<HTMLElement>(".favourite-button") ?? [];
    const next =
      hearts[Math.min(goneAt, hearts.length - 1)] ??
      section.current?.querySelector<HTMLElement>(".panel-empty a[href]") ??
      section.current?.querySelector<HTMLElement>("h2");
    next?.focus();
  }, [cards]);
  return section;
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

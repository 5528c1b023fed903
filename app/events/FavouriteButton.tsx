import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { eventPath } from "~/events/event-id-param";
import { useAnnounce } from "~/shell/announcer";
import { useNotify } from "~/shell/Notifications";
import { useHydrated } from "~/shell/use-hydrated";

/** With JS the heart's form asks its action to answer the new state instead of redirecting back (no reload). */
export const favouriteAnswerField = "answer";
export const favouriteAnswerValue = "state";
/** The event's name, which the action's message says without JS. */
export const favouriteEventNameField = "eventName";
/**
 * Where the page returns to without JS after a removal that takes the card away (the favourites tab): the next
 * card's heart, as the focus goes with JS, not the gone card's, which would open the page at its top.
 */
export const favouriteAfterRemovalField = "afterRemoval";

/**
 * The heart's form's id: without JS the action sends the browser back to the page at `#` it, so the page opens
 * where the heart is and the next Tab reaches it, instead of at the top of a long list.
 */
export const favouriteFormId = (eventId: number) => `favourite-${eventId}`;

/** What the favourite action answers a form that asked for the state. */
export interface FavouriteAnswer {
  favourite: boolean;
  /** False when the festival API refused or failed the change: spec §8 leaves that unsaid (only logged). */
  changed: boolean;
}

/**
 * The favourite heart: a real POST form, so it works without JS (the action redirects back to the page); a
 * visitor who is not logged in is sent to log in by the action (spec §4 "Favouriting as a guest redirects to
 * login"). With JS the same form goes through a fetcher: the heart turns at once, `aria-pressed` follows, and the
 * page's Announcer says what changed, also when the change removes this card (the favourites tab). Offline the
 * form is not sent: the router would put the failed POST on the error page in place of this one, and spec §8
 * leaves the page as it is when a favourite fails; a notification says why nothing changed.
 */
export function FavouriteButton({
  eventId,
  eventName,
  favourite,
  afterRemoval,
}: {
  eventId: number;
  eventName: string;
  favourite: boolean;
  /** The id of the element to come back to when this heart's removal takes its card away. */
  afterRemoval?: string;
}) {
  const { t } = useTranslation("events");
  const hydrated = useHydrated();
  const fetcher = useFetcher<FavouriteAnswer>();
  const asked = fetcher.formData?.get("favourite");
  // While the POST is on its way the heart shows what was asked; afterwards the revalidated event says.
  const shown = asked === undefined || asked === null ? favourite : asked === "add";
  const announce = useAnnounce();
  const notify = useNotify();
  const answer = fetcher.data;
  const announced = useRef<FavouriteAnswer>(undefined);
  // Said once per answer, when it arrives: before the revalidated page may take this card away. A change that
  // failed is not said: the revalidated heart shows it as it is.
  useEffect(() => {
    if (!answer || announced.current === answer) return;
    announced.current = answer;
    if (answer.changed) announce(t(answer.favourite ? "favourite.added" : "favourite.removed", { name: eventName }));
  }, [answer, announce, t, eventName]);
  return (
    <fetcher.Form
      method="post"
      action={`${eventPath(eventId)}/favourite`}
      id={favouriteFormId(eventId)}
      className="favourite-form"
      onSubmit={(event) => {
        if (navigator.onLine) return;
        event.preventDefault();
        notify({ kind: "error", text: t("favourite.offline", { name: eventName }) });
      }}
    >
      <input type="hidden" name="favourite" value={shown ? "remove" : "add"} />
      <input type="hidden" name={favouriteEventNameField} value={eventName} />
      {afterRemoval && shown ? <input type="hidden" name={favouriteAfterRemovalField} value={afterRemoval} /> : null}
      {hydrated ? <input type="hidden" name={favouriteAnswerField} value={favouriteAnswerValue} /> : null}
      <button type="submit" className="favourite-button" aria-pressed={shown}>
        <span aria-hidden="true">{shown ? "♥" : "♡"}</span>
        <span className="visually-hidden">{t("card.favourite", { name: eventName })}</span>
      </button>
    </fetcher.Form>
  );
}

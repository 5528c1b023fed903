import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/shell/use-hydrated";

/** With JS the heart's form asks its action to answer the new state instead of redirecting back (no reload). */
export const favouriteAnswerField = "answer";
export const favouriteAnswerValue = "state";

/** What the favourite action answers a form that asked for the state. */
export interface FavouriteAnswer {
  favourite: boolean;
}

/**
 * The favourite heart: a real POST form, so it works without JS (the action redirects back to the page); a
 * visitor who is not logged in is sent to log in by the action (spec §4 "Favouriting as a guest redirects to
 * login"). With JS the same form goes through a fetcher: the heart turns at once, `aria-pressed` follows, and a
 * polite live region says what changed.
 */
export function FavouriteButton({ eventId, eventName, favourite }: { eventId: number; eventName: string; favourite: boolean }) {
  const { t } = useTranslation("events");
  const hydrated = useHydrated();
  const fetcher = useFetcher<FavouriteAnswer>();
  const asked = fetcher.formData?.get("favourite");
  // While the POST is on its way the heart shows what was asked; afterwards the revalidated event says.
  const shown = asked === undefined || asked === null ? favourite : asked === "add";
  const announcement = fetcher.state === "idle" && fetcher.data ? t(fetcher.data.favourite ? "favourite.added" : "favourite.removed", { name: eventName }) : "";
  return (
    <fetcher.Form method="post" action={`/event/${eventId}/favourite`} className="favourite-form">
      <input type="hidden" name="favourite" value={shown ? "remove" : "add"} />
      {hydrated ? <input type="hidden" name={favouriteAnswerField} value={favouriteAnswerValue} /> : null}
      <button type="submit" className="favourite-button" aria-pressed={shown}>
        <span aria-hidden="true">{shown ? "♥" : "♡"}</span>
        <span className="visually-hidden">{t("card.favourite", { name: eventName })}</span>
      </button>
      {/* Present from the first toggle on (empty while it is on its way, so the result is announced), not on every
          card of a list before anyone touched a heart: one status region per card would drown the list's own count. */}
      {fetcher.state !== "idle" || fetcher.data ? (
        <span role="status" className="visually-hidden">
          {announcement}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

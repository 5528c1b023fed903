import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The favourite heart: a real POST form, so it works without JS; a visitor who is not logged in is sent to
 * log in by the action (spec §4 "Favouriting as a guest redirects to login").
 */
export function FavouriteButton({ eventId, eventName, favourite }: { eventId: number; eventName: string; favourite: boolean }) {
  const { t } = useTranslation("events");
  return (
    <Form method="post" action={`/event/${eventId}/favourite`} className="favourite-form">
      <input type="hidden" name="favourite" value={favourite ? "remove" : "add"} />
      <button type="submit" className="favourite-button" aria-pressed={favourite}>
        <span aria-hidden="true">{favourite ? "♥" : "♡"}</span>
        <span className="visually-hidden">{t("card.favourite", { name: eventName })}</span>
      </button>
    </Form>
  );
}

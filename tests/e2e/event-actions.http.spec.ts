import { expect, test } from "@playwright/test";
import { registrationStateOf } from "#contract/registration-state";
import { festivalEvents } from "./event-data";
import { createVerifiedUser } from "./support/festival-fixtures";
import { festivalApiToken, festivalUserData } from "./support/festival-user-data";
import { logInThroughThePortal, sameOriginHeaders } from "./support/portal-requests";

/**
 * The event page's action, as requests: its forms are told apart by their `intent`, and the sign-up button sends
 * none. A form with another intent, or with two, is refused and signs nobody up.
 */
test("an unknown or a second intent is refused with 400, and the user is not signed up", async ({ request }) => {
  const now = new Date();
  // An event the user could sign up for with a bare POST: nothing to tick, no payment.
  const event = (await festivalEvents()).find(
    (candidate) => registrationStateOf(candidate, now) === "open" && !candidate.checkboxes && !candidate.payment_gate,
  );
  if (!event) throw new Error("The demo festival has no open event without acknowledgements or payment");
  const user = await createVerifiedUser();
  await logInThroughThePortal(request, user);

  for (const body of ["intent=sign-up", "intent=add-participants", "intent=&name=Anna+Nowak", "intent=save-review&intent=add-participant"]) {
    const answer = await request.post(`/event/${event.id}`, {
      headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" },
      data: body,
      maxRedirects: 0,
    });
    expect(answer.status(), body).toBe(400);
    expect(await answer.text(), body).toContain("Nie udało się odczytać formularza. Wróć i wyślij go ponownie.");
  }
  expect((await festivalUserData(await festivalApiToken(user))).registrations).toEqual([]);
});

/**
 * The heart's form with JS asks for the new state instead of a redirect (FavouriteButton), and its page announces
 * the change. A change the festival API refused is only logged (spec §8): the answer says it did not happen, so the
 * page announces nothing and shows the heart as it is.
 */
test("the heart's answer to a script says whether the festival API made the change", async ({ request }) => {
  const [event] = await festivalEvents();
  const user = await createVerifiedUser();
  await logInThroughThePortal(request, user);
  const askForState = async (eventId: number) => {
    const answer = await request.post(`/event/${eventId}/favourite`, {
      headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" },
      data: "favourite=add&answer=state",
      maxRedirects: 0,
    });
    expect(answer.status(), `event ${eventId}`).toBe(200);
    return answer.json();
  };

  expect(await askForState(event.id)).toEqual({ favourite: true, changed: true });
  // An event the festival API does not know: it refuses (404), and nothing changes.
  const unknownEventId = Math.max(...(await festivalEvents()).map((candidate) => candidate.id)) + 1000;
  expect(await askForState(unknownEventId)).toEqual({ favourite: true, changed: false });
  expect((await festivalUserData(await festivalApiToken(user))).favourites).toEqual([event.id]);
});

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

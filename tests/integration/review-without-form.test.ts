import { describe, expect, it } from "vitest";
import { apiPaths } from "#contract/paths";
import { createEvent, createUser } from "../support/festival-fixtures";
import { action as eventAction } from "~/routes/event.$id";
import { loader as rootLoader } from "~/root";
import { saveReviewIntent } from "~/events/reviews/review-form";
import { loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

/** The session cookie a response sets, as the browser sends it back. */
function cookieSetBy(response: Response): string {
  return response.headers.getSetCookie().map((setCookie) => setCookie.split(";")[0]).join("; ");
}

describe("a review posted where the event page shows no review form", () => {
  const festivalApi = useFestivalApiForPortal("integration_review_without_form");

  it.each([
    ["an ended event the user did not attend", { startsInMinutes: -180, signedUp: false }, "Nie masz rezerwacji na to wydarzenie."],
    ["an event the user is signed up for that has not ended", { startsInMinutes: 24 * 60, signedUp: true }, "Opinię można dodać dopiero po zakończeniu wydarzenia."],
  ])("for %s comes back to the page with the refusal as a message", async (_, { startsInMinutes, signedUp }, message) => {
    const eventId = await createEvent(festivalApi.db, { startsInMinutes });
    const user = await createUser(festivalApi.db);
    if (signedUp) {
      const subscribed = await fetch(`${festivalApi.url}${apiPaths.subscribe(eventId)}`, { method: "POST", headers: { Authorization: `Bearer ${user.token}` } });
      expect(subscribed.status).toBe(200);
    }
    const cookie = await signedInCookie(user);
    const body = new URLSearchParams({ intent: saveReviewIntent, rating: "4", content: "" });
    const request = new Request(`http://portal.test/event/${eventId}`, { method: "POST", headers: { Cookie: cookie }, body });

    const answer = (await eventAction({ request, context: loadContext, params: { id: String(eventId) } })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/event/${eventId}`);

    const page = new Request(`http://portal.test/event/${eventId}`, { headers: { Cookie: cookieSetBy(answer) } });
    const shell = (await rootLoader({ request: page, context: loadContext, params: {} })) as unknown as { data: { flashMessages: unknown[] } };
    expect(shell.data.flashMessages).toEqual([{ kind: "error", text: message }]);
  });
});

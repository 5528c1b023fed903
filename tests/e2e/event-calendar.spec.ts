import { expect } from "@playwright/test";
import { endedEvent, registerAfterTheEvent } from "./support/ended-registration";
import { requestsOnly } from "./support/project-tags";
import { signedInTest as test } from "./support/signed-in";

/** Issue 11, beyond the spec: the event page offers the user's registration as a calendar file. */
test("the event page's calendar file holds the event", async ({ newSignedInContext }) => {
  const [{ context, user }, event] = await Promise.all([newSignedInContext(), endedEvent()]);
  await registerAfterTheEvent(user, event);
  const page = await context.newPage();
  await page.goto(`/event/${event.id}`);
  const link = page.getByRole("link", { name: "Dodaj do kalendarza (plik .ics)" });
  await expect(link).toHaveAttribute("href", `/event/${event.id}/calendar.ics`);

  const response = await context.request.get(`/event/${event.id}/calendar.ics`);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="bfn-event-${event.id}.ics"`);
  // Unfolded (RFC 5545 §3.1), the one entry names the event and links to its page.
  const calendar = (await response.text()).replace(/\r\n /g, "");
  expect(calendar.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
  expect(calendar).toContain(`SUMMARY:${event.name.replace(/([\\;,])/g, "\\$1")}`);
  expect(calendar).toMatch(new RegExp(`^URL:http://[^/]+/event/${event.id}\\r$`, "m"));

  // Only for a registration: another event's file is not there.
  const other = await context.request.get(`/event/${event.id + 1}/calendar.ics`, { maxRedirects: 0 });
  expect(other.status()).toBe(404);
});

test("a visitor who opens an event's calendar file logs in and lands on the event page that links it", requestsOnly, async ({ request }) => {
  const answer = await request.get("/event/1/calendar.ics", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`/login?redirectTo=${encodeURIComponent("/event/1")}`);
});

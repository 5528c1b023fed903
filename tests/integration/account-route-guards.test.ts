import { describe, expect, it } from "vitest";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as eventCalendar from "~/routes/event.$id.calendar[.]ics";
import * as cancelReservation from "~/routes/event.$id.cancel";
import * as deleteReview from "~/routes/event.$id.review.delete";
import * as userCalendar from "~/routes/user.events[.]ics";
import * as panelEvents from "~/routes/user.events";
import * as panelEnded from "~/routes/user.events_.ended";
import * as panelFavourites from "~/routes/user.events_.favorites";
import * as userInfo from "~/routes/user.info";
import * as panelReviews from "~/routes/user.reviews";
import { loadContext, useFestivalApiForPortal } from "./support/portal-loaders";

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
type Action = (args: ActionFunctionArgs) => Promise<unknown>;

/**
 * The guards of the panel, the profile and the event's own account routes, each called alone as Remix calls it
 * for a single-fetch data request (a loader without its parents) or a POST (an action without any loader), by a
 * visitor: every one sends them to log in and back, before it reads the form or asks the festival API anything.
 */
describe("the account routes guard themselves", () => {
  useFestivalApiForPortal("integration_account_route_guards");

  /** The path, its loader, its params, and where the login leads back to when not the path itself. */
  const loaders: [string, Loader, Record<string, string>, string?][] = [
    ["/user/events", panelEvents.loader, {}],
    ["/user/events/ended", panelEnded.loader, {}],
    ["/user/events/favorites", panelFavourites.loader, {}],
    ["/user/reviews", panelReviews.loader, {}],
    ["/user/info", userInfo.loader, {}],
    // A file is no page to land on after logging in: back to the page that links it.
    ["/user/events.ics", userCalendar.loader, {}, "/user/events"],
    ["/event/3/calendar.ics", eventCalendar.loader, { id: "3" }, "/event/3"],
    ["/event/3/cancel", cancelReservation.loader, { id: "3" }],
    ["/event/3/review/delete", deleteReview.loader, { id: "3" }],
  ];
  const actions: [string, Action, Record<string, string>][] = [
    ["/user/info", userInfo.action, {}],
    ["/event/3/cancel", cancelReservation.action, { id: "3" }],
    ["/event/3/review/delete", deleteReview.action, { id: "3" }],
  ];

  /** Where what a loader or action threw or answered sends the visitor. */
  async function locationOf(call: Promise<unknown>): Promise<string | null> {
    const result: unknown = await call.catch((thrown: unknown) => thrown);
    return result instanceof Response && result.status === 302 ? result.headers.get("Location") : null;
  }

  it.each(loaders)("%s: the loader", async (path, loader, params, returnTo = path) => {
    const request = new Request(`http://portal.test${path}`);
    expect(await locationOf(loader({ request, context: loadContext, params }))).toBe(`/login?redirectTo=${encodeURIComponent(returnTo)}`);
  });

  it.each(actions)("%s: the action", async (path, action, params) => {
    const request = new Request(`http://portal.test${path}`, { method: "POST", body: new URLSearchParams({ confirmed: "yes" }) });
    expect(await locationOf(action({ request, context: loadContext, params }))).toMatch(/^\/login\?redirectTo=/);
  });
});

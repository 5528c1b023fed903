import { describe, expect, it } from "vitest";
import { eventIdParamOf, isEventPagePath } from "./event-id-param";

function thrownBy(body: () => unknown): unknown {
  try {
    body();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

describe("eventIdParamOf", () => {
  it("reads a positive whole number", () => {
    expect(eventIdParamOf({ id: "42" })).toBe(42);
  });

  it.each([undefined, "", "abc", "0", "-3", "1.5", "1e400", "0x64", "1e2", "100.0", " 100", "0100", "+100", "99999999999999999"])("answers 404 for %j", (id) => {
    const answer = thrownBy(() => eventIdParamOf({ id }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
  });

  it("throws the route's own answer when it has one", () => {
    const home = new Response(null, { status: 302, headers: { Location: "/" } });
    expect(thrownBy(() => eventIdParamOf({ id: "abc" }, () => home))).toBe(home);
  });
});

describe("isEventPagePath", () => {
  it("is an event's own page, not a page under it", () => {
    expect(isEventPagePath("/event/12")).toBe(true);
    for (const path of ["/event/12/cancel", "/event/12/calendar.ics", "/event/", "/events/12", "/event/abc"]) expect(isEventPagePath(path), path).toBe(false);
  });
});

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serverMessages } from "#contract/errors";
import { userSessionOf } from "~/account/session.server";
import { festivalApiFor, sharedFestivalApi } from "~/festival-api/festival-api.server";
import { eventAnswerOf } from "../../tests/support/event-answer";
import { sessionCookieFor } from "../../tests/support/portal-session";
import { testLoadContext, testPortalConfig, verifiedTestUser } from "../../tests/support/test-portal-config";

/**
 * The festival API client's policy (festival-api.server.ts) against a real HTTP server that answers what each
 * test sets: every status the policy tells apart, garbage, and an answer slower than the timeout.
 */
interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer this long after the request, to outlast the client's timeout. */
  delayMs?: number;
  /** Send the headers and this start of the body, then drop the connection (a festival API that restarts). */
  cutOffAfter?: string;
}

let server: Server;
let answer: Answer;
let received: IncomingMessage[];
const pendingTimers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const send = () => {
      response.writeHead(answer.status ?? 200, { "Content-Type": "application/json", ...answer.headers });
      if (answer.cutOffAfter !== undefined) {
        response.write(answer.cutOffAfter);
        return void setImmediate(() => response.socket?.destroy());
      }
      response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? {}));
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(send, answer.delayMs);
    pendingTimers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  for (const timer of pendingTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answer = {};
  received = [];
});

function context() {
  const { port } = server.address() as AddressInfo;
  return testLoadContext(testPortalConfig(`http://127.0.0.1:${port}`, { FESTIVAL_API_TIMEOUT_MS: "1000" }));
}


/** A loader's or action's arguments: this page, as a visitor or as Anna with her festival API token. */
async function argsFor(path: string, { signedIn = false, method = "GET" } = {}) {
  const loadContext = context();
  const headers = signedIn ? { Cookie: await sessionCookieFor(loadContext.config, { token: "annas-token", user: verifiedTestUser }) } : undefined;
  return { request: new Request(`http://portal.test${path}`, { method, headers }), context: loadContext };
}

/** Whatever a call threw, or answered. */
async function settle<T>(call: Promise<T>): Promise<{ thrown: unknown } | { answered: T }> {
  try {
    return { answered: await call };
  } catch (thrown) {
    return { thrown };
  }
}

/** A thrown redirect's Location and Set-Cookie. */
function redirectOf(outcome: { thrown: unknown } | { answered: unknown }) {
  if (!("thrown" in outcome) || !(outcome.thrown instanceof Response)) throw new Error(`expected a thrown redirect, got ${JSON.stringify(outcome)}`);
  return { location: outcome.thrown.headers.get("Location"), setCookie: outcome.thrown.headers.get("Set-Cookie") };
}

const eventAnswer = { data: [] };
const unauthenticated = { status: 401, body: { message: serverMessages.unauthenticated, code: "unauthenticated" } };

describe("what the client sends", () => {
  it("asks for JSON with the visitor's address, and the user's token only when signed in", async () => {
    answer = { body: eventAnswer };
    await (await festivalApiFor(await argsFor("/"))).userEvents("pl");
    await (await festivalApiFor(await argsFor("/", { signedIn: true }))).userEvents("pl");
    expect(received.map((request) => request.headers.authorization)).toEqual([undefined, "Bearer annas-token"]);
    expect(received[0].headers).toMatchObject({ accept: "application/json", "x-forwarded-for": "127.0.0.1" });
  });

  it("keeps the favourites list's entries with favourite set (spec §7)", async () => {
    const listed = (id: number, favourite: boolean) => eventAnswerOf(id, { favourite });
    answer = { body: { data: [listed(1, true), listed(2, false), listed(3, true)] } };
    const favourites = await (await festivalApiFor(await argsFor("/user/events/favorites", { signedIn: true }))).favourites("pl");
    expect(favourites.map((event) => event.id)).toEqual([1, 3]);
  });

  it("takes a 2xx as done for a call whose answer is its status: no body (204, or empty) or any JSON, but no web page", async () => {
    const action = async () => festivalApiFor(await argsFor("/event/5", { method: "POST", signedIn: true }), { unavailable: "result" });
    answer = { status: 204 };
    expect(await (await action()).subscribe(5)).toEqual({ ok: true, value: undefined });
    answer = { status: 200, body: "", headers: { "Content-Type": "text/plain" } };
    expect(await (await action()).removeParticipant(7)).toEqual({ ok: true, value: undefined });
    answer = { status: 200, body: { data: { id: 5, anything: true } } };
    expect(await (await action()).unsubscribe(5)).toEqual({ ok: true, value: undefined });
    // A proxy's maintenance page, or a website where the festival API should be: nothing was done.
    answer = { status: 200, body: "<html><body>Przerwa techniczna</body></html>", headers: { "Content-Type": "text/html" } };
    expect(await (await action()).subscribe(5)).toMatchObject({ ok: false, problem: { kind: "unavailable" } });
  });

  it("answers a call without refusals of its own with its plain value in a loader", async () => {
    answer = { body: eventAnswer };
    await expect((await festivalApiFor(await argsFor("/"))).userEvents("pl")).resolves.toEqual([]);
    await expect(sharedFestivalApi(context()).events("pl")).resolves.toEqual([]);
  });
});

describe("401 on the user's token: the session ends", () => {
  it("sends a page view on to the same page as a visitor, without Remix's data parameters", async () => {
    answer = unauthenticated;
    const args = await argsFor("/event/5?lang=pl&_routes=routes%2Fevent.%24id", { signedIn: true });
    const { location, setCookie } = redirectOf(await settle((await festivalApiFor(args)).event(5, "pl")));
    expect(location).toBe("/event/5?lang=pl");
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    const after = new Request("http://portal.test/", { headers: { Cookie: setCookie!.split(";")[0] } });
    expect(await userSessionOf(after, args.context)).toBeNull();
  });

  it("sends a protected page to log in and back", async () => {
    answer = unauthenticated;
    const args = await argsFor("/user/events?page=2", { signedIn: true });
    const api = await festivalApiFor(args, { protectedPage: true });
    expect(redirectOf(await settle(api.userEvents("pl"))).location).toBe("/login?redirectTo=%2Fuser%2Fevents%3Fpage%3D2");
  });

  it("sends an action to log in and back to its page, or to the page it names", async () => {
    answer = unauthenticated;
    const signUp = await festivalApiFor(await argsFor("/event/5", { signedIn: true, method: "POST" }), { unavailable: "result" });
    expect(redirectOf(await settle(signUp.subscribe(5))).location).toBe("/login?redirectTo=%2Fevent%2F5");
    const favourite = await festivalApiFor(await argsFor("/event/5/favourite", { signedIn: true, method: "POST" }), {
      unavailable: "log",
      returnTo: "/event/5",
    });
    expect(redirectOf(await settle(favourite.setFavourite(5, true))).location).toBe("/login?redirectTo=%2Fevent%2F5");
  });

  it("is an ordinary refusal for the login, which sends no token: a wrong password", async () => {
    answer = { status: 401, body: { message: serverMessages.invalid_credentials, code: "invalid_credentials" } };
    const api = await festivalApiFor(await argsFor("/login", { method: "POST" }), { unavailable: "result" });
    expect(await api.login({ email: "anna@example.org", password: "wrong" })).toEqual({
      ok: false,
      problem: expect.objectContaining({ kind: "refused", status: 401, code: "invalid_credentials", message: serverMessages.invalid_credentials }),
    });
  });

  it("is what logout asked for, not a dead session", async () => {
    answer = unauthenticated;
    const api = await festivalApiFor(await argsFor("/logout", { signedIn: true, method: "POST" }), { unavailable: "log" });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await api.logout()).toMatchObject({ ok: false, problem: { kind: "refused", status: 401 } });
    } finally {
      errors.mockRestore();
    }
  });
});

describe("403 for an unverified account (spec §8)", () => {
  it.each([
    [{ message: serverMessages.email_not_verified }, "/verify/mail"],
    [{ message: serverMessages.phone_not_verified }, "/verify/sms"],
    [{ message: "Phone first", code: "phone_not_verified" }, "/verify/sms"],
  ])("sends %j to %s", async (body, path) => {
    answer = { status: 403, body };
    const api = await festivalApiFor(await argsFor("/event/5", { signedIn: true, method: "POST" }), { unavailable: "result" });
    expect(redirectOf(await settle(api.subscribe(5))).location).toBe(path);
  });

  it("never from a verify page, where it is a refusal like any other", async () => {
    answer = { status: 403, body: { message: serverMessages.phone_not_verified } };
    const api = await festivalApiFor(await argsFor("/verify/sms", { signedIn: true, method: "POST" }), { unavailable: "result" });
    expect(await api.subscribe(5)).toMatchObject({ ok: false, problem: { kind: "refused", status: 403, code: "phone_not_verified" } });
  });
});

describe("refusals the route answers", () => {
  it("reads a 404 as not found (the event page goes home)", async () => {
    answer = { status: 404, body: { message: serverMessages.not_found, code: "not_found" } };
    expect(await (await festivalApiFor(await argsFor("/event/999"))).event(999, "pl")).toMatchObject({ ok: false, problem: { kind: "not-found", status: 404 } });
  });

  it("reads a 409 by its code, or by its exact Polish message alone", async () => {
    answer = { status: 409, body: { message: serverMessages.participant_limit_exceeded } };
    const api = await festivalApiFor(await argsFor("/event/5", { signedIn: true, method: "POST" }), { unavailable: "result" });
    expect(await api.subscribe(5)).toMatchObject({
      ok: false,
      problem: { kind: "conflict", status: 409, code: "participant_limit_exceeded", message: serverMessages.participant_limit_exceeded },
    });
  });

  it("reads a 422 with its field errors and their codes", async () => {
    answer = {
      status: 422,
      body: { message: serverMessages.validation_failed, code: "validation_failed", errors: { email: ["Niepoprawny e-mail"] }, error_codes: { email: ["email_invalid"] } },
    };
    const api = await festivalApiFor(await argsFor("/login", { method: "POST" }), { unavailable: "result" });
    expect(await api.login({ email: "x", password: "y" })).toMatchObject({
      ok: false,
      problem: { kind: "invalid", status: 422, fieldErrors: { email: ["Niepoprawny e-mail"] }, fieldCodes: { email: ["email_invalid"] } },
    });
  });

  it("reads a 429 and a busy 503 with their Retry-After", async () => {
    const api = await festivalApiFor(await argsFor("/event/5", { signedIn: true, method: "POST" }), { unavailable: "result" });
    answer = { status: 429, body: { message: serverMessages.too_many_requests, code: "too_many_requests" }, headers: { "Retry-After": "42" } };
    expect(await api.subscribe(5)).toMatchObject({ ok: false, problem: { kind: "throttled", status: 429, retryAfterSeconds: 42 } });
    answer = { status: 503, body: { message: serverMessages.busy, code: "busy" }, headers: { "Retry-After": "1" } };
    expect(await api.subscribe(5)).toMatchObject({ ok: false, problem: { kind: "busy", status: 503, message: serverMessages.busy, retryAfterSeconds: 1 } });
    // Retry-After as an HTTP date, which HTTP allows as well as seconds. The clock stands still meanwhile (on real
    // time, a loaded machine that took seconds over the call read fewer seconds left), 700 ms into a second: the
    // date drops the fraction, so 119.3 s are left, which a wait must round up to 120 (down, it would come early).
    vi.useFakeTimers({ toFake: ["Date"], now: Math.floor(Date.now() / 1000) * 1000 + 700 });
    try {
      const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
      answer = { status: 429, body: { message: serverMessages.too_many_requests }, headers: { "Retry-After": inTwoMinutes } };
      const throttled = await api.subscribe(5);
      expect(throttled).toMatchObject({ ok: false, problem: { kind: "throttled", status: 429, retryAfterSeconds: 120 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a 503 without the contract's error body as the festival API failing, not as busy, for a call that takes every refusal", async () => {
    const api = await festivalApiFor(await argsFor("/event/5", { signedIn: true, method: "POST" }), { unavailable: "result" });
    answer = { status: 503, body: "<html>Bad gateway</html>", headers: { "Content-Type": "text/html" } };
    expect(await api.subscribe(5)).toMatchObject({ ok: false, problem: { kind: "unavailable", status: 503 } });
  });
});

describe("no usable answer: the 503 page in a loader, a result in an action", () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    return () => errors.mockRestore();
  });

  /** What a loader's call threw: the 503 the root error boundary renders. */
  async function thrownStatus(call: Promise<unknown>) {
    const outcome = await settle(call);
    if (!("thrown" in outcome)) throw new Error("expected the call to throw");
    const thrown = outcome.thrown as { init?: { status?: number } };
    return thrown.init?.status;
  }

  it.each<[string, Answer]>([
    ["a 500", { status: 500, body: "Internal Server Error" }],
    ["a 503 without the contract's error body", { status: 503, body: "<html>Bad gateway</html>" }],
    ["garbage", { body: "{not json" }],
    ["the wrong shape", { body: { data: { id: "not a list" } } }],
    ["a refusal the call does not expect", { status: 409, body: { message: "?" } }],
    ["an answer slower than FESTIVAL_API_TIMEOUT_MS", { body: eventAnswer, delayMs: 5_000 }],
  ])("%s", async (_what, given) => {
    answer = given;
    expect(await thrownStatus((await festivalApiFor(await argsFor("/"))).userEvents("pl"))).toBe(503);
    const action = await festivalApiFor(await argsFor("/event/5", { method: "POST" }), { unavailable: "result" });
    expect(await action.event(5, "pl")).toMatchObject({ ok: false, problem: { kind: "unavailable", status: 503 } });
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Festival API unavailable: GET \/api\/v1\//));
  });

  it("not for some events of a list that the contract cannot read: they are left out, said in one line of the log", async () => {
    answer = { body: { data: [eventAnswerOf(1), eventAnswerOf(2, { date_start: "28.11.2026 11:00" }), { name: "no id" }, eventAnswerOf(3)] } };
    const listed = await (await festivalApiFor(await argsFor("/"))).userEvents("pl");
    expect(listed.map((event) => event.id)).toEqual([1, 3]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      "Festival API: GET /api/v1/get-user-events?lang=pl lists 2 of 4 events the portal cannot read, left out (ids 2, null; the first's date_start: Invalid ISO datetime)",
    );
  });

  it("for the festival's list of which no event can be read: no empty festival, the 503 page; a user's own list is only short", async () => {
    answer = { body: { data: [eventAnswerOf(1, { date_start: "jutro" }), eventAnswerOf(2, { price: "dziesięć" })] } };
    expect(await thrownStatus(sharedFestivalApi(context()).events("pl"))).toBe(503);
    expect(errors).toHaveBeenCalledWith(
      "Festival API unavailable: GET /api/v1/events/pl answered an unexpected shape: ✖ none of its 2 events can be read (ids 1, 2; date_start: Invalid ISO datetime)",
    );
    // A user's only sign-up unreadable: the rest of their pages stand, without it.
    answer = { body: { data: [eventAnswerOf(1, { date_start: "jutro" })] } };
    await expect((await festivalApiFor(await argsFor("/"))).userEvents("pl")).resolves.toEqual([]);
    // An empty list is the festival's own answer, not a failure.
    answer = { body: { data: [] } };
    await expect(sharedFestivalApi(context()).events("pl")).resolves.toEqual([]);
  });

  it("a body cut off halfway, the JSON of a list or the HTML of a legal page", async () => {
    answer = { cutOffAfter: '{"data": [' };
    expect(await thrownStatus((await festivalApiFor(await argsFor("/"))).userEvents("pl"))).toBe(503);
    answer = { headers: { "Content-Type": "text/html; charset=utf-8" }, cutOffAfter: "<h1>Regulamin</h1><p>Pierw" };
    expect(await thrownStatus((await festivalApiFor(await argsFor("/statute"))).legalPage("statute", "pl"))).toBe(503);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Festival API unavailable: GET \/api\/v1\/page\/statute\/pl answered a body that could not be read/));
  });

  it("a refused connection", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = testLoadContext(testPortalConfig(`http://127.0.0.1:${port}`));
    const args = { request: new Request("http://portal.test/event/1"), context: down };
    expect(await thrownStatus((await festivalApiFor(args)).event(1, "pl"))).toBe(503);
    expect(await thrownStatus(sharedFestivalApi(down).events("pl"))).toBe(503);
  });

  it("is not logged as the festival API's fault when the visitor's own request was closed", async () => {
    answer = { body: eventAnswer, delayMs: 5_000 };
    const visitor = new AbortController();
    const args = await argsFor("/event/5", { method: "POST" });
    const request = new Request(args.request, { signal: visitor.signal });
    const call = (await festivalApiFor({ ...args, request }, { unavailable: "result" })).event(5, "pl");
    visitor.abort();
    expect(await call).toMatchObject({ ok: false, problem: { kind: "unavailable" } });
    expect(errors).not.toHaveBeenCalled();
  });

  it("is thrown as Remix data with status 503 (a Response's body could be read by one of the list's waiters only)", async () => {
    answer = { status: 500 };
    const outcome = await settle(sharedFestivalApi(context()).filters());
    expect("thrown" in outcome && outcome.thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
  });

  it("is logged and returned, like every refusal, for the calls spec §8 only logs", async () => {
    const api = await festivalApiFor(await argsFor("/event/5/favourite", { signedIn: true, method: "POST" }), { unavailable: "log" });
    answer = { status: 500 };
    expect(await api.setFavourite(5, true)).toMatchObject({ ok: false, problem: { kind: "unavailable" } });
    answer = { status: 404, body: { message: serverMessages.event_not_found, code: "event_not_found" } };
    expect(await api.setFavourite(5, true)).toMatchObject({ ok: false, problem: { kind: "not-found", code: "event_not_found" } });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Festival API refused POST /api/v1/event/favourites/5 (404)"));
  });
});

import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { e2ePortalUrl } from "./support/e2e-env";
import { createUserWithData, festivalUserData, type UserWithData } from "./support/festival-user-data";
import { bodyBytes, formAsThePortalReadsIt, malformedFormBody, type MalformedFormBody } from "./support/malformed-forms";
import { fuzzInBatches } from "./support/fuzz-run";
import { pathParameterValue } from "./support/malformed-input";
import { sameOriginHeaders } from "./support/portal-requests";
import { portalSessionCookie } from "./support/session-cookie";
import { actionUrl, portalActions, type PortalAction } from "./support/route-manifest";

/**
 * Issue 12 item 1, the portal's half: every action of the built portal (from its route manifest, so new routes
 * join by themselves) gets thousands of malformed bodies, each from the portal's own origin, as a document POST or
 * a single-fetch `.data` POST, from a visitor or from a signed-in user, with every `:param` filled with ids of
 * other users' sign-ups, participants and reviews, ids that exist nowhere, and text that is no id. No answer may be
 * a 5xx, no redirect may leave the site, and no user's data in the festival API may change: neither the signed-in
 * user's (who sends only bodies that must change nothing, see below) nor the other user's, whose ids are used.
 * The festival API's half (fuzz-festival-api.http.spec.ts) brings the total past 10,000 requests.
 */

/** 2,400 requests: with the festival API's 7,600, the 10,000 of issue 12. */
const batches = 50;
const batchSize = 48;
/** Requests in flight at once: enough to keep the portal busy, few enough to leave the rest of the suite room. */
const concurrency = 8;

/**
 * For the actions where some forms change a signed-in user's festival data: whether this form changes nothing.
 * The signed-in fuzz sends a form only where this says so; any other form goes as a visitor's, who has no festival
 * data to change. An action not listed (the sign-up takes any ticks, the logout any form, and any action added
 * later) gets from the signed-in user only bodies the portal's form parser refuses.
 */
const formChangesNothingFor: Record<string, (fields: [string, string][]) => boolean> = {
  // Preferences live in cookies; the login form is for visitors, so a signed-in user's is refused.
  "routes/preferences.cookies": () => true,
  "routes/preferences.language": () => true,
  "routes/preferences.large-text": () => true,
  "routes/login": () => true,
  // The heart acts on exactly one `favourite` field saying `add` or `remove`.
  "routes/event.$id.favourite": (fields) => {
    const favourite = fields.filter(([name]) => name === "favourite").map(([, value]) => value);
    return !(favourite.length === 1 && (favourite[0] === "add" || favourite[0] === "remove"));
  },
};

interface FuzzPost {
  action: PortalAction;
  /** The values of the action's parameters, in order. */
  paramValues: string[];
  request: "document" | "data";
  signedIn: boolean;
  body: MalformedFormBody;
}

/** The field names and values of the forms on these pages: the fuzz starts from what the portal's forms send. */
async function formVocabulary(paths: string[], cookie: string) {
  const names = new Set(["email", "password", "name", "rating", "content", "phone", "code", "redirectTo", "intent", "_method"]);
  const values = new Set(["add", "remove", "on", "off", "pl", "en", "0", "1", "/", "//evil.example/"]);
  for (const path of paths) {
    const html = await (await fetch(`${e2ePortalUrl}${path}`, { headers: { Cookie: cookie } })).text();
    for (const [control] of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*>/g)) {
      const name = /\sname="([^"]*)"/.exec(control)?.[1];
      const value = /\svalue="([^"]*)"/.exec(control)?.[1];
      if (name) names.add(name);
      if (value !== undefined) values.add(value);
    }
  }
  return { names: [...names], values: [...values] };
}

test("malformed bodies to every action: no 5xx, no off-site redirect, no user's data changed", async () => {
  test.setTimeout(180_000);
  const actions = await portalActions();
  const [victim, fuzzer] = await Promise.all([createUserWithData(), createUserWithData()]);
  const cookie = await portalSessionCookie(fuzzer);
  const ids = [...victim.owns.events, ...victim.owns.participants, ...victim.owns.reviews, ...fuzzer.owns.events];
  const fuzzerEvent = [String(fuzzer.owns.events[0])];
  const vocabulary = await formVocabulary(["/", "/login", ...actions.map((action) => actionUrl(action, fillParams(action, fuzzerEvent), "document"))], cookie);
  const dataBefore = await Promise.all([festivalUserData(victim.token), festivalUserData(fuzzer.token)]);

  const fuzzPost: fc.Arbitrary<FuzzPost> = fc.record({
    action: fc.constantFrom(...actions),
    paramValues: fc.array(pathParameterValue(ids), { minLength: 3, maxLength: 3 }),
    request: fc.constantFrom("document" as const, "data" as const),
    signedIn: fc.boolean(),
    body: malformedFormBody(vocabulary.names, vocabulary.values),
  });
  const sent = { total: 0, signedIn: 0, byStatus: new Map<number, number>() };

  await fuzzInBatches(fuzzPost, { batches, batchSize, concurrency }, async (post) => {
    const url = actionUrl(post.action, fillParams(post.action, post.paramValues), post.request);
    const form = await formAsThePortalReadsIt(post.body);
    const signedIn = post.signedIn && (form === undefined || formChangesNothingFor[post.action.routeId]?.(form) === true);
    const what = `${signedIn ? "signed in" : "visitor"}: ${post.body.kind} to ${url}`;
    const { contentType, bytes } = bodyBytes(post.body);
    const response = await fetch(`${e2ePortalUrl}${url}`, {
      method: "POST",
      headers: { ...sameOriginHeaders, ...(contentType ? { "Content-Type": contentType } : {}), ...(signedIn ? { Cookie: cookie } : {}) },
      body: new Uint8Array(bytes),
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    }).catch((error: unknown) => {
      throw new Error(`${what}: no answer (${String((error as Error).cause ?? error)})`);
    });
    await response.arrayBuffer();
    sent.total++;
    if (signedIn) sent.signedIn++;
    sent.byStatus.set(response.status, (sent.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500) throw new Error(`${what}: answered ${response.status}`);
    const location = response.headers.get("location");
    if (location !== null && !/^\/(?![/\\])/.test(location)) throw new Error(`${what}: redirected off the site, to ${location}`);
  });

  console.log(`Portal fuzz: ${sent.total} POSTs, ${sent.signedIn} of them signed in; statuses ${JSON.stringify(Object.fromEntries(sent.byStatus))}`);
  expect(sent.total).toBe(batches * batchSize);
  expect(sent.signedIn, "the signed-in user's share").toBeGreaterThan((batches * batchSize) / 10);
  expect(await Promise.all([festivalUserData(victim.token), festivalUserData(fuzzer.token)])).toEqual(dataBefore);
  await expectStillSignedIn(cookie, fuzzer);
});

/** The action's parameters named, from values in order (the first value again where there are fewer). */
function fillParams(action: PortalAction, values: string[]): Record<string, string> {
  return Object.fromEntries(action.params.map((name, index) => [name, values[index] ?? values[0]]));
}

/** No malformed body ended the session: a signed-in user's visit to /login goes on to the panel. */
async function expectStillSignedIn(cookie: string, user: UserWithData) {
  const login = await fetch(`${e2ePortalUrl}/login`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(login.status, `${user.email} is still signed in`).toBe(302);
  expect(login.headers.get("location")).toBe("/user/events");
}

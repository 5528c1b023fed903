import { request as httpRequest } from "node:http";
import { expect, type APIRequestContext } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { e2ePortalUrl } from "./support/e2e-env";
import { sameOriginHeaders } from "./support/portal-requests";
import { requestsOnly } from "./support/project-tags";
import { actionUrl, portalActions } from "./support/route-manifest";
import { signedInTest as test } from "./support/signed-in";

/**
 * Issue 8's malformed POSTs: no POST to any action answers 5xx, whatever its body or headers. A body that is not a
 * form is refused by the one form-input parser (400 broken, 413 too large, 415 not a form); a good form with a
 * malformed Referer is answered as usual. Every action of the built portal (from its route manifest) is hit as a
 * document POST and as a single-fetch data POST.
 */

/** Over the parser's default 16 KiB limit. */
const oversizedBytes = 64 * 1024;

interface ActionUnderTest {
  /** The document POST's URL. */
  path: string;
  /** The single-fetch data POST's URL (`/event/1.data`). */
  dataPath: string;
  /** A form the action's own page would send, or an empty one (see goodForms). */
  form: Record<string, string>;
  /** The logout: its good form ends the session, so it is tested after every other action. */
  logsOut: boolean;
}

/**
 * The forms some actions' pages send, for the Referer checks; every other action (and any added later) gets an
 * empty form, which it answers as it answers any incomplete form: the point is the Referer, not the form.
 */
const goodForms: Record<string, Record<string, string>> = {
  "routes/preferences.cookies": { intent: "accept", redirectTo: "/" },
  "routes/preferences.language": { language: "pl", redirectTo: "/" },
  "routes/preferences.large-text": { largeText: "off", redirectTo: "/" },
  "routes/event.$id.favourite": { favourite: "add" },
  "routes/login": { email: "nobody@example.org", password: "not-a-password" },
};

/** Every action of the built portal, from its route manifest, so a route added later is tested too. */
async function actionsUnderTest(): Promise<ActionUnderTest[]> {
  const [event] = await festivalEvents();
  const actions = await portalActions();
  // The table above names actions that exist, and the logout is one of them.
  expect(actions.map((action) => action.routeId)).toEqual(expect.arrayContaining([...Object.keys(goodForms), "routes/logout"]));
  return actions.map((action) => {
    const values = Object.fromEntries(action.params.map((name) => [name, String(event.id)]));
    return {
      path: actionUrl(action, values, "document"),
      dataPath: actionUrl(action, values, "data"),
      form: goodForms[action.routeId] ?? {},
      logsOut: action.routeId === "routes/logout",
    };
  });
}

const brokenMultipart = '--boundary\r\nContent-Disposition: form-data; name="favourite"\r\n\r\nadd';

/** The malformed bodies, each with the status the parser answers. */
const malformedBodies = [
  { name: "a JSON body", contentType: "application/json", body: JSON.stringify({ favourite: "add", language: "pl" }), status: 415 },
  { name: "a text/plain body", contentType: "text/plain", body: "favourite=add", status: 415 },
  { name: "a broken multipart body", contentType: "multipart/form-data; boundary=boundary", body: brokenMultipart, status: 400 },
  { name: "multipart without a boundary", contentType: "multipart/form-data", body: brokenMultipart, status: 400 },
  { name: "an oversized form", contentType: "application/x-www-form-urlencoded", body: `note=${"a".repeat(oversizedBytes)}`, status: 413 },
];

/** The same oversized form, chunked: no Content-Length, so only counting the bytes can refuse it. */
function postChunked(path: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const post = httpRequest(`${e2ePortalUrl}${path}`, {
      method: "POST",
      headers: { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" },
    });
    post.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    post.on("error", reject);
    const chunk = Buffer.alloc(1024, "a");
    post.write("note=");
    for (let sent = 0; sent < bytes; sent += chunk.length) post.write(chunk);
    post.end();
  });
}

async function expectEveryMalformedPostRefused(request: APIRequestContext, who: string) {
  const actions = await actionsUnderTest();
  // The actions side by side, each its requests one after another; the logout last, as its good form ends the session.
  await Promise.all(actions.filter((action) => !action.logsOut).map((action) => expectMalformedPostsRefused(request, who, action)));
  for (const action of actions.filter((action) => action.logsOut)) await expectMalformedPostsRefused(request, who, action);
}

async function expectMalformedPostsRefused(request: APIRequestContext, who: string, action: ActionUnderTest) {
  for (const path of [action.path, action.dataPath]) {
    for (const malformed of malformedBodies) {
      const response = await request.post(path, {
        data: malformed.body,
        headers: { ...sameOriginHeaders, "Content-Type": malformed.contentType },
        maxRedirects: 0,
      });
      expect(response.status(), `${who}: ${malformed.name} to ${path}`).toBe(malformed.status);
    }
    for (const referer of ["http://[::1", ":::", "//evil.example/", "http://evil.example/"]) {
      const response = await request.post(path, { form: action.form, headers: { ...sameOriginHeaders, Referer: referer }, maxRedirects: 0 });
      expect(response.status(), `${who}: a good form with Referer ${referer} to ${path}`).toBeLessThan(500);
      expect(response.headers().location ?? "/", `${who}: Referer ${referer} to ${path}`).toMatch(/^\/(?!\/)/);
    }
  }
}

test.describe("a POST that is not a form gets 400/413/415, never a 5xx", requestsOnly, () => {
  test("from a visitor, to every action", async ({ request }) => {
    await expectEveryMalformedPostRefused(request, "visitor");
    const chunked = await Promise.all((await actionsUnderTest()).map(async ({ path }) => [path, await postChunked(path, oversizedBytes)] as const));
    for (const [path, status] of chunked) expect(status, `chunked oversized form to ${path}`).toBe(413);
  });

  test("from a signed-in user, to every action", async ({ newSignedInContext }) => {
    // A user of its own: the last action logs the session out.
    const { context } = await newSignedInContext();
    await expectEveryMalformedPostRefused(context.request, "signed in");
  });

  test("a signed-in user's favourite with a malformed Referer returns to the event", async ({ newSignedInContext }) => {
    const [event] = await festivalEvents();
    // A user of its own: the favourite is added to their list.
    const { request } = (await newSignedInContext()).context;
    for (const referer of ["http://[::1", ":::"]) {
      const response = await request.post(`/event/${event.id}/favourite`, {
        form: { favourite: "add" },
        headers: { ...sameOriginHeaders, Referer: referer },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/event/${event.id}#favourite-${event.id}`);
    }
  });

  test("the refusal says what happened, in the user's language, as the route error's message", async ({ request }) => {
    const json = { data: "{}", headers: { ...sameOriginHeaders, "Content-Type": "application/json" } };
    const message = "Ten adres przyjmuje tylko formularze wysłane ze stron serwisu.";
    // A resource route sends the message itself; a page's data request carries it as the route error's data.
    const resource = await request.post("/preferences/large-text", json);
    expect(resource.status()).toBe(415);
    expect(await resource.text()).toBe(message);
    const pageData = await request.post("/login.data", json);
    expect(pageData.status()).toBe(415);
    expect(await pageData.text()).toContain(JSON.stringify(message));
  });
});

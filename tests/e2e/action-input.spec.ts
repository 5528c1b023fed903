import { request as httpRequest } from "node:http";
import { expect, type APIRequestContext } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { e2ePortalUrl } from "./support/e2e-env";
import { sameOriginHeaders } from "./support/portal-requests";
import { signedInTest as test } from "./support/signed-in";

/**
 * Issue 8's malformed POSTs: no POST to any action answers 5xx, whatever its body or headers. A body that is not a
 * form is refused by the one form-input parser (400 broken, 413 too large, 415 not a form); a good form with a
 * malformed Referer is answered as usual. Each action is hit as a document POST and as a single-fetch data POST.
 */

/** Over the parser's default 16 KiB limit. */
const oversizedBytes = 64 * 1024;

interface ActionUnderTest {
  path: string;
  /** A form the action's own page would send. */
  form: Record<string, string>;
}

async function actionsUnderTest(): Promise<ActionUnderTest[]> {
  const [event] = await festivalEvents();
  return [
    { path: "/preferences/cookies", form: { intent: "accept", redirectTo: "/" } },
    { path: "/preferences/language", form: { language: "pl", redirectTo: "/" } },
    { path: "/preferences/large-text", form: { largeText: "off", redirectTo: "/" } },
    { path: `/event/${event.id}/favourite`, form: { favourite: "add" } },
    { path: `/event/${event.id}`, form: {} },
    { path: "/login", form: { email: "nobody@example.org", password: "not-a-password" } },
    // Last: a good form logs the session out.
    { path: "/logout", form: {} },
  ];
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
  for (const action of await actionsUnderTest()) {
    for (const path of [action.path, `${action.path}.data`]) {
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
}

test.describe("a POST that is not a form gets 400/413/415, never a 5xx", () => {
  test("from a visitor, to every action", async ({ request }) => {
    await expectEveryMalformedPostRefused(request, "visitor");
    for (const { path } of await actionsUnderTest()) {
      expect(await postChunked(path, oversizedBytes), `chunked oversized form to ${path}`).toBe(413);
    }
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
      expect(response.headers().location).toBe(`/event/${event.id}`);
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

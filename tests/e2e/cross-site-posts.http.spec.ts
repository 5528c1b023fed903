import { expect, test, type APIRequestContext } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { createUserWithData, festivalUserData } from "./support/festival-user-data";
import { logInThroughThePortal, sameOriginHeaders } from "./support/portal-requests";
import { actionUrl, portalActions } from "./support/route-manifest";

/**
 * Issue 12 item 2: a POST another site makes a visitor's browser send is refused with 403 at every action of the
 * built portal (server/same-origin.ts), before the action reads a byte: whether the browser names the other site
 * in `Origin` or only says `Sec-Fetch-Site: cross-site`, to the document URL and to the single-fetch `.data` URL.
 * The portal's own pages still post, also from a browser that sends no Origin.
 */

const crossSiteHeaders: { name: string; headers: Record<string, string> }[] = [
  { name: "Origin: https://evil.example", headers: { Origin: "https://evil.example" } },
  { name: "Sec-Fetch-Site: cross-site without Origin", headers: { "Sec-Fetch-Site": "cross-site" } },
  { name: "Origin: null (a sandboxed frame)", headers: { Origin: "null", "Sec-Fetch-Site": "cross-site" } },
];

/** Every action's document and data URL, its parameters filled with an event that exists. */
async function actionUrls(): Promise<string[]> {
  const [event] = await festivalEvents();
  const actions = await portalActions();
  expect(actions.length, "the manifest lists the portal's actions").toBeGreaterThanOrEqual(7);
  return actions.flatMap((action) => {
    const values = Object.fromEntries(action.params.map((name) => [name, String(event.id)]));
    return [actionUrl(action, values, "document"), actionUrl(action, values, "data")];
  });
}

async function expectEveryCrossSitePostRefused(request: APIRequestContext) {
  for (const url of await actionUrls()) {
    for (const crossSite of crossSiteHeaders) {
      // The form the heart, the sign-up box or the logout button sends: the origin is refused, not the body.
      const response = await request.post(url, { form: { favourite: "add" }, headers: crossSite.headers, maxRedirects: 0 });
      expect(response.status(), `${crossSite.name} to ${url}`).toBe(403);
      // In both languages: the server answers before it knows the visitor's.
      const page = await response.text();
      expect(page, `${crossSite.name} to ${url}`).toContain("Ten formularz nie został wysłany ze stron serwisu");
      expect(page, `${crossSite.name} to ${url}`).toContain("This form was not sent from the site's own pages");
    }
  }
}

test.describe("cross-site POSTs are refused at every action", () => {
  test("from a visitor", async ({ request }) => {
    await expectEveryCrossSitePostRefused(request);
  });

  test("from a signed-in user, who stays signed in with nothing changed", async ({ request }) => {
    const user = await createUserWithData();
    const dataBefore = await festivalUserData(user.token);
    await logInThroughThePortal(request, user);
    await expectEveryCrossSitePostRefused(request);
    // The logout action refused the forged POSTs: the session is whole, so /login sends the user on.
    const login = await request.get("/login", { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    expect(login.headers().location).toBe("/user/events");
    // Neither the forged hearts nor the forged sign-ups reached the festival API.
    expect(await festivalUserData(user.token)).toEqual(dataBefore);
  });

  test("the portal's own pages still post: with their Origin, and without one from an older browser", async ({ request }) => {
    const ownPageHeaders: { name: string; headers: Record<string, string> }[] = [
      { name: "same Origin", headers: { ...sameOriginHeaders, "Sec-Fetch-Site": "same-origin" } },
      { name: "Sec-Fetch-Site: same-origin without Origin", headers: { "Sec-Fetch-Site": "same-origin" } },
      { name: "neither header", headers: {} },
    ];
    for (const url of await actionUrls()) {
      for (const ownPage of ownPageHeaders) {
        const response = await request.post(url, { form: { favourite: "add" }, headers: ownPage.headers, maxRedirects: 0 });
        expect(response.status(), `${ownPage.name} to ${url}`).not.toBe(403);
        expect(response.status(), `${ownPage.name} to ${url}`).toBeLessThan(500);
      }
    }
  });
});

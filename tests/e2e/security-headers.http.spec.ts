import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { e2ePortalUrl } from "./support/e2e-env";
import { createVerifiedUser } from "./support/festival-fixtures";
import { portalForTheseTests } from "./support/portal-process";

/**
 * Issue 12 item 8: the security baseline of ARCHITECTURE.md, read off the built portal's answers in production
 * mode (server/security-headers.ts, app/session.server.ts): every HTML answer, pages and error pages alike,
 * carries a CSP whose scripts run only by this answer's nonce, frame-ancestors 'none', a Referrer-Policy, nosniff
 * and HSTS; the session cookie is HttpOnly, SameSite=Lax, and Secure unless SECURE_COOKIES=false.
 */

/** The CSP's directives by name, each with its sources. */
function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (header ?? "").split(";")) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The `<script>` tags of a page that have no `src`: the ones the CSP must allow by nonce. */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\ssrc=/i.test(tag));
}

/** Checks one HTML answer's headers; returns its nonce. */
async function expectSecureHtmlAnswer(response: APIResponse, expectedStatus: number): Promise<string> {
  const what = response.url();
  expect(response.status(), what).toBe(expectedStatus);
  const headers = response.headers();
  expect(headers["content-type"], what).toMatch(/^text\/html/);

  const csp = cspDirectives(headers["content-security-policy"]);
  const scriptSources = csp.get("script-src") ?? [];
  const nonces = scriptSources.filter((source) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(source));
  expect(nonces, `${what}: one nonce in script-src`).toHaveLength(1);
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  // The same for browsers that read only the older header.
  expect(headers["x-frame-options"], what).toBe("DENY");
  // The page's scripts call its own server only: no other site, and no development server's websocket.
  expect(csp.get("connect-src"), what).toEqual(["'self'"]);
  const nonce = nonces[0].slice("'nonce-".length, -1);
  // A nonce only helps if the page's own scripts carry it: each inline one must, or the browser would block it.
  const inlineScripts = inlineScriptTags(await response.text());
  expect(inlineScripts.length, `${what}: Remix's inline scripts`).toBeGreaterThan(0);
  for (const tag of inlineScripts) expect(tag, `${what}: an inline script`).toContain(`nonce="${nonce}"`);

  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  // The E2E portal runs with NODE_ENV=production: HSTS for a year, subdomains included.
  const hsts = headers["strict-transport-security"] ?? "";
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${what}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts, what).toContain("includeSubDomains");
  return nonce;
}

test.describe("every HTML answer carries the security headers", () => {
  test("the pages and the 404 page", async ({ request }) => {
    const [event] = await festivalEvents();
    const pages = [
      { path: "/", status: 200 },
      { path: `/event/${event.id}`, status: 200 },
      { path: "/login", status: 200 },
      { path: "/accessibility", status: 200 },
      { path: "/statute", status: 200 },
      { path: "/no-such-page", status: 404 },
    ];
    for (const { path, status } of pages) await expectSecureHtmlAnswer(await request.get(path), status);
  });

  test("each answer has a nonce of its own, also when the page cache serves it again", async ({ request }) => {
    const nonces = new Set<string>();
    for (let n = 0; n < 3; n++) nonces.add(await expectSecureHtmlAnswer(await request.get("/statute"), 200));
    expect(nonces.size).toBe(3);
  });

  test.describe("with the festival API down", () => {
    // Nothing listens on the discard port, so every call to the festival API is refused at once.
    const portal = portalForTheseTests({ FESTIVAL_API_URL: "http://127.0.0.1:9" });

    test("the error pages (503) carry them too", async ({ request }) => {
      await expectSecureHtmlAnswer(await request.get(`${portal.url}/`), 503);
      await expectSecureHtmlAnswer(await request.get(`${portal.url}/event/1`), 503);
    });
  });
});

test.describe("a signed-in user's answers", () => {
  test("pages and data are private, no-store, so Back after logout cannot show them from the cache; a visitor's are not", async ({ request }) => {
    expect((await request.get(`${e2ePortalUrl}/`)).headers()["cache-control"]).toBeUndefined();
    await sessionCookieOfLogin(request, e2ePortalUrl);
    const [event] = await festivalEvents();
    for (const path of ["/user/info", "/user/info.data", "/", `/event/${event.id}`]) {
      const answer = await request.get(`${e2ePortalUrl}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["cache-control"], path).toBe("private, no-store");
    }
    // A resource route keeps its own policy (the locale files are immutable, whoever asks).
    const version = /data-locales-version="([0-9a-f]+)"/.exec(await (await request.get(`${e2ePortalUrl}/`)).text())?.[1];
    expect((await request.get(`${e2ePortalUrl}/locales/pl/common.json?v=${version}`)).headers()["cache-control"]).toContain("immutable");
  });
});

test("every page and data answer says its language and that it varies with the cookies it is rendered from", async ({ request }) => {
  const [event] = await festivalEvents();
  const english = { Cookie: `language=${Buffer.from(JSON.stringify("en")).toString("base64")}` };
  for (const path of [`/event/${event.id}`, `/event/${event.id}.data`, "/statute", "/login", "/", "/no-such-page"]) {
    for (const [language, headers] of [["pl", {}], ["en", english]] as const) {
      const answer = await request.get(`${e2ePortalUrl}${path}`, { headers, maxRedirects: 0 });
      expect(answer.headers()["content-language"], `${path} ${language}`).toBe(language);
      expect(answer.headers()["vary"]?.split(/,\s*/).map((name) => name.toLowerCase()), path).toContain("cookie");
    }
  }
});

test("robots.txt keeps crawlers to the list, the events, the legal pages, the login and the registration", async ({ request }) => {
  const answer = await request.get(`${e2ePortalUrl}/robots.txt`);
  expect(answer.headers()["content-type"]).toMatch(/^text\/plain/);
  const disallowed = [...(await answer.text()).matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]);
  expect(disallowed).toEqual(expect.arrayContaining(["/user/", "/login?", "/verify", "/reset-password", "/outbox", "/*.data"]));
  const indexable = ["/", "/event/", "/statute", "/private-policy", "/accessibility", "/login", "/register"];
  expect(disallowed.filter((path) => indexable.some((page) => page.startsWith(path)))).toEqual([]);
});

test("a page whose address carries a live link (password reset, e-mail verification) is kept by no cache and indexed by no engine", async ({ request }) => {
  for (const path of ["/reset-password?token=abc&email=x%40y.org", `/verify?id=999999&hash=${"a".repeat(40)}&expires=1&signature=${"b".repeat(64)}`]) {
    for (const visit of ["first", "second"]) {
      const headers = (await request.get(`${e2ePortalUrl}${path}`, { maxRedirects: 0 })).headers();
      expect(headers["cache-control"], `${path} ${visit}`).toBe("no-store");
      expect(headers["x-robots-tag"], path).toBe("noindex");
      // The portal's own page cache serves no visitor what another one opened.
      expect(headers["x-page-cache"] ?? "miss", `${path} ${visit}`).toBe("miss");
    }
  }
});

test("a locale file is kept for a year only under this build's texts' hash", async ({ request }) => {
  const version = /data-locales-version="([0-9a-f]{12})"/.exec(await (await request.get(`${e2ePortalUrl}/`)).text())?.[1];
  expect(version, "the page names its texts' hash").toBeDefined();
  const cacheControl = async (query: string) => (await request.get(`${e2ePortalUrl}/locales/pl/common.json${query}`)).headers()["cache-control"];
  expect(await cacheControl(`?v=${version}`)).toBe("public, max-age=31536000, immutable");
  // Another build's hash (a deploy under way) or none: the texts are this build's, so they are not promised for a year.
  expect(await cacheControl("?v=000000000000")).toBe("no-cache");
  expect(await cacheControl("")).toBe("no-cache");
  // Only the namespaces there are: not the name of a property every object has.
  expect((await request.get(`${e2ePortalUrl}/locales/pl/constructor.json?v=${version}`)).status()).toBe(404);
});

/** The `__session` Set-Cookie of a login through the portal's form at `portalUrl`, its attributes in lower case. */
async function sessionCookieOfLogin(request: APIRequestContext, portalUrl: string): Promise<string[]> {
  const account = await createVerifiedUser();
  const response = await request.post(`${portalUrl}/login`, {
    form: { email: account.email, password: account.password },
    headers: { Origin: portalUrl },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const sessionCookies = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__session="));
  expect(sessionCookies).toHaveLength(1);
  return sessionCookies[0].value.split(";").slice(1).map((attribute) => attribute.trim().toLowerCase());
}

test.describe("the session cookie", () => {
  test("is HttpOnly and SameSite=Lax (the E2E portal serves plain HTTP with SECURE_COOKIES=false: not Secure)", async ({ request }) => {
    const attributes = await sessionCookieOfLogin(request, e2ePortalUrl);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(attributes).not.toContain("secure");
  });

  test.describe("in production as deployed", () => {
    // Empty is unset to the portal (startPortal's own default is false): production's default, Secure cookies.
    const portal = portalForTheseTests({ SECURE_COOKIES: "" });

    test("is HttpOnly, SameSite=Lax and Secure", async ({ request }) => {
      const attributes = await sessionCookieOfLogin(request, portal.url);
      expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "secure", "path=/"]));
    });
  });
});

import express from "express";
import { describe, expect, it } from "vitest";
import { parsePortalEnvironment, trustProxyOf, withFestivalApiUrl } from "~/config/portal-config.server";

function settingsOf(env: Readonly<Record<string, string>>) {
  const parsed = parsePortalEnvironment(Object.freeze({ ...env }));
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed;
}

function problemsOf(env: Record<string, string>): string[] {
  const parsed = parsePortalEnvironment(env);
  if (parsed.ok) throw new Error("expected the environment to be refused");
  return parsed.problems;
}

describe("parsePortalEnvironment: the README's defaults", () => {
  it("runs the embedded default with nothing set", () => {
    const { settings } = settingsOf({});
    expect(settings).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      production: false,
      festivalApi: { url: undefined, timeoutMs: 5000 },
      session: { secureCookies: false },
      pageCacheTtlMs: 5000,
      eventCacheTtlMs: 30_000,
      search: undefined,
      mapTiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" },
      gate: { enabled: false, token: undefined, opensAt: undefined },
      footerLinks: { agency: undefined, socialUrl: undefined, pageUrl: undefined },
      accessibilityStatement: { entityName: undefined, preparedOn: "2026-11-21", publishedOn: "2026-11-21", updatedOn: "2026-11-21" },
      trustProxy: false,
    });
    expect(settings.mapTiles.attribution).toContain("OpenStreetMap");
  });

  it("takes an empty variable for an unset one", () => {
    const { settings } = settingsOf({ NODE_ENV: "production", SECURE_COOKIES: "", PORT: " ", FESTIVAL_API_URL: "" });
    expect(settings).toMatchObject({ port: 3000, session: { secureCookies: true }, festivalApi: { url: undefined } });
  });

  it("reads every variable it is given", () => {
    const { settings, warnings } = settingsOf({
      PORT: "8080",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      FESTIVAL_API_URL: "https://api.example.org/",
      FESTIVAL_API_TIMEOUT_MS: "2500",
      SESSION_SECRET: "0123456789abcdef0123456789abcdef",
      SECURE_COOKIES: "false",
      PAGE_CACHE_TTL_MS: "0",
      EVENT_CACHE_TTL_MS: "1000",
      ALGOLIA_APP_ID: "APP",
      ALGOLIA_SEARCH_KEY: "key",
      MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png",
      MAP_ATTRIBUTION: "Tiles",
      GATE_ENABLED: "true",
      GATE_TOKEN: "letmein",
      GATE_OPENS_AT: "2026-09-12T10:00:00+02:00",
      AGENCY_NAME: "Agencja",
      AGENCY_URL: "https://agency.example/",
      SOCIAL_URL: "https://social.example/festiwal",
      A11Y_PREPARED_ON: "2026-09-01",
      A11Y_CONTACT_EMAIL: "a11y@example.org",
      TRUST_PROXY: "loopback",
      PUBLIC_URL: "https://festiwal.example.org/",
    });
    expect(warnings).toEqual([]);
    expect(settings).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      production: true,
      festivalApi: { url: "https://api.example.org", timeoutMs: 2500 },
      session: { secret: "0123456789abcdef0123456789abcdef", secureCookies: false },
      pageCacheTtlMs: 0,
      eventCacheTtlMs: 1000,
      search: { appId: "APP", apiKey: "key", indexName: "app_events" },
      mapTiles: { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "Tiles" },
      gate: { enabled: true, token: "letmein", opensAt: new Date("2026-09-12T08:00:00Z") },
      footerLinks: { agency: { name: "Agencja", url: "https://agency.example/" }, socialUrl: "https://social.example/festiwal", pageUrl: undefined },
      // The statement's later dates default to the one before.
      accessibilityStatement: { preparedOn: "2026-09-01", publishedOn: "2026-09-01", updatedOn: "2026-09-01", contactEmail: "a11y@example.org" },
      trustProxy: "loopback",
      publicOrigin: "https://festiwal.example.org",
    });
  });

  it("warns of a PUBLIC_URL with a path, which the portal's links leave out", () => {
    const secret = { SESSION_SECRET: "0123456789abcdef0123456789abcdef" };
    expect(settingsOf({ ...secret, PUBLIC_URL: "https://festiwal.example.org/" }).warnings).toEqual([]);
    const { settings, warnings } = settingsOf({ ...secret, PUBLIC_URL: "https://festiwal.example.org/zapisy/" });
    expect(settings.publicOrigin).toBe("https://festiwal.example.org");
    expect(warnings).toEqual([expect.stringMatching(/^PUBLIC_URL has the path \/zapisy\/: /)]);
  });

  it("gives the load context the embedded festival API's address when none is configured", () => {
    const { settings } = settingsOf({});
    expect(withFestivalApiUrl(settings, "http://127.0.0.1:4100/").festivalApi).toEqual({ url: "http://127.0.0.1:4100", timeoutMs: 5000 });
  });

  it("serves the outbox only when OUTBOX_VIEW=1 says so, in production too, and refuses any other word for it", () => {
    expect(settingsOf({}).settings.outboxView).toBe(false);
    expect(settingsOf({ OUTBOX_VIEW: "0" }).settings.outboxView).toBe(false);
    expect(settingsOf({ OUTBOX_VIEW: "1", NODE_ENV: "production" }).settings.outboxView).toBe(true);
    expect(problemsOf({ OUTBOX_VIEW: "true" })).toEqual(['OUTBOX_VIEW must be "1" or "0" (got "true")']);
  });

  it("gives express TRUST_PROXY as the README's examples mean it: a number of hops, addresses, or all", () => {
    const trusts = (value: string, address: string, hop: number) => {
      const app = express();
      app.set("trust proxy", settingsOf({ TRUST_PROXY: value }).settings.trustProxy);
      return (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(address, hop);
    };
    expect(trusts("1", "192.0.2.1", 0)).toBe(true);
    expect(trusts("1", "192.0.2.1", 1)).toBe(false);
    expect(trusts("loopback", "127.0.0.1", 0)).toBe(true);
    expect(trusts("loopback", "192.0.2.1", 0)).toBe(false);
    expect(trusts("true", "192.0.2.1", 5)).toBe(true);
    expect(trusts("false", "127.0.0.1", 0)).toBe(false);
    expect(trusts("10.0.0.0/8, loopback", "10.1.2.3", 0)).toBe(true);
  });

  it("reads TRUST_PROXY as the server's start-up check reads it, straight from the environment: blank is unset", () => {
    expect(trustProxyOf(" 1 ")).toBe(1);
    expect(trustProxyOf(" ")).toBe(false);
    expect(trustProxyOf(undefined)).toBe(false);
  });

  it("refuses a timeout no timer can wait, at start instead of timing every call out at once", () => {
    expect(problemsOf({ FESTIVAL_API_TIMEOUT_MS: "3000000000" })).toEqual(["FESTIVAL_API_TIMEOUT_MS must be from 1 to 2147483647 (got \"3000000000\")"]);
  });

  it("warns about a gate nobody can pass", () => {
    expect(settingsOf({ GATE_ENABLED: "true", SESSION_SECRET: "0123456789abcdef0123456789abcdef" }).warnings).toEqual([
      "GATE_ENABLED=true without GATE_TOKEN or GATE_OPENS_AT: nobody gets in",
    ]);
  });
});

describe("parsePortalEnvironment: a bad environment", () => {
  it("names every bad variable at once, one line each", () => {
    const problems = problemsOf({
      PORT: "http",
      FESTIVAL_API_URL: "ftp://api.example.org",
      FESTIVAL_API_TIMEOUT_MS: "0",
      SECURE_COOKIES: "yes",
      PAGE_CACHE_TTL_MS: "-1",
      EVENT_CACHE_TTL_MS: "30s",
      GATE_ENABLED: "1",
      GATE_OPENS_AT: "soon",
      AGENCY_URL: "javascript:alert(1)",
      A11Y_UPDATED_ON: "21.11.2026",
      ALGOLIA_APP_ID: "APP",
    });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "PORT",
      "FESTIVAL_API_URL",
      "FESTIVAL_API_TIMEOUT_MS",
      "SECURE_COOKIES",
      "PAGE_CACHE_TTL_MS",
      "EVENT_CACHE_TTL_MS",
      "GATE_ENABLED",
      "GATE_OPENS_AT",
      "AGENCY_URL",
      "A11Y_UPDATED_ON",
      "ALGOLIA_SEARCH_KEY",
    ]);
    expect(problems).toContain('GATE_ENABLED must be "true" or "false" (got "1")');
    expect(problems.every((problem) => !problem.includes("\n"))).toBe(true);
  });

  it("never repeats a secret's value", () => {
    const [problem] = problemsOf({ ALGOLIA_SEARCH_KEY: "very-secret-key" });
    expect(problem).toMatch(/^ALGOLIA_APP_ID /);
    expect(problem).not.toContain("very-secret-key");
  });
});

describe("parsePortalEnvironment: SESSION_SECRET", () => {
  it("is required in production against an external festival API", () => {
    expect(problemsOf({ NODE_ENV: "production", FESTIVAL_API_URL: "https://api.example.org" })).toEqual([
      "SESSION_SECRET must be set when NODE_ENV=production and FESTIVAL_API_URL is set",
    ]);
  });

  it("is generated with a warning anywhere else, into the settings only", () => {
    const environments: Record<string, string>[] = [{}, { NODE_ENV: "production" }, { FESTIVAL_API_URL: "http://127.0.0.1:3001" }];
    for (const env of environments) {
      const frozen = Object.freeze({ ...env });
      const parsed = settingsOf(frozen);
      expect(parsed.settings.session.secret).toMatch(/^[0-9a-f]{64}$/);
      expect(parsed.warnings).toEqual(["SESSION_SECRET is not set: using a random one, so sessions end when the portal restarts"]);
      expect(frozen).not.toHaveProperty("SESSION_SECRET");
    }
    expect(settingsOf({}).settings.session.secret).not.toBe(settingsOf({}).settings.session.secret);
  });

  it("is refused when shorter than 32 characters, without its value in the message", () => {
    expect(problemsOf({ SESSION_SECRET: "festiwal2026-festiwal2026-12345" })).toEqual([
      "SESSION_SECRET must be at least 32 characters long (e.g. from openssl rand -hex 32)",
    ]);
  });

  it("is used as given", () => {
    const parsed = settingsOf({ NODE_ENV: "production", FESTIVAL_API_URL: "https://api.example.org", SESSION_SECRET: "0123456789abcdef0123456789abcdef" });
    expect(parsed.settings.session).toEqual({ secret: "0123456789abcdef0123456789abcdef", secureCookies: true });
    expect(parsed.warnings).toEqual([]);
  });
});

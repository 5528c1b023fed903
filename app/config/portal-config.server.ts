import { randomBytes } from "node:crypto";
import * as z from "zod";
import {
  flag,
  httpUrl,
  parseEnvironment,
  signingSecret,
  text,
  timerMs,
  unlessEmpty,
  wholeNumber,
  zeroOrOne,
  type VariableProblem,
} from "#contract/environment-variables";

/**
 * The portal's whole configuration, parsed from the environment once at start (ARCHITECTURE.md "Configuration";
 * every variable is in the README's table). This is a plain parser: server/server-config.ts hands it
 * `process.env`, server.ts passes the result to every loader and action as `context.config`, and `app/` builds
 * its configured objects (session storage, search client) lazily from that object. Nothing else reads the
 * environment, and nothing writes it.
 */

const calendarDate = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });
const instant = z.iso.datetime({ offset: true, error: "must be an ISO time, e.g. 2026-09-12T10:00:00+02:00" }).transform((value) => new Date(value));

/** The day the accessibility statement and the self-assessment behind it were written. */
const statementPreparedOn = "2026-11-21";
const openStreetMapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** One entry per variable of the README's table that the portal reads, with its documented default. */
const environmentSchema = z
  .object({
    PORT: unlessEmpty(wholeNumber(1, 65_535).default(3000)),
    HOST: unlessEmpty(text.default("0.0.0.0")),
    NODE_ENV: unlessEmpty(text.optional()),
    FESTIVAL_API_URL: unlessEmpty(httpUrl.transform((url) => url.replace(/\/+$/, "")).optional()),
    FESTIVAL_API_TIMEOUT_MS: unlessEmpty(timerMs.default(5000)),
    SESSION_SECRET: unlessEmpty(signingSecret.optional()),
    SECURE_COOKIES: unlessEmpty(flag.optional()),
    PAGE_CACHE_TTL_MS: unlessEmpty(wholeNumber(0).default(5000)),
    EVENT_CACHE_TTL_MS: unlessEmpty(wholeNumber(0).default(30_000)),
    ALGOLIA_APP_ID: unlessEmpty(text.optional()),
    ALGOLIA_SEARCH_KEY: unlessEmpty(text.optional()),
    ALGOLIA_INDEX: unlessEmpty(text.default("app_events")),
    MAP_TILE_URL: unlessEmpty(text.startsWith("http", { error: "must be an http(s) URL template" }).default(openStreetMapTiles.url)),
    MAP_ATTRIBUTION: unlessEmpty(text.default(openStreetMapTiles.attribution)),
    GATE_ENABLED: unlessEmpty(flag.default(false)),
    GATE_TOKEN: unlessEmpty(text.optional()),
    GATE_OPENS_AT: unlessEmpty(instant.optional()),
    PUBLIC_URL: unlessEmpty(httpUrl.optional()),
    AGENCY_NAME: unlessEmpty(text.optional()),
    AGENCY_URL: unlessEmpty(httpUrl.optional()),
    SOCIAL_URL: unlessEmpty(httpUrl.optional()),
    PAGE_URL: unlessEmpty(httpUrl.optional()),
    A11Y_ENTITY_NAME: unlessEmpty(text.optional()),
    A11Y_PREPARED_ON: unlessEmpty(calendarDate.optional()),
    A11Y_PUBLISHED_ON: unlessEmpty(calendarDate.optional()),
    A11Y_UPDATED_ON: unlessEmpty(calendarDate.optional()),
    A11Y_CONTACT_PERSON: unlessEmpty(text.optional()),
    A11Y_CONTACT_EMAIL: unlessEmpty(text.optional()),
    A11Y_CONTACT_PHONE: unlessEmpty(text.optional()),
    A11Y_ARCHITECTURE: unlessEmpty(text.optional()),
    TRUST_PROXY: unlessEmpty(text.optional()),
    OUTBOX_VIEW: unlessEmpty(zeroOrOne.default(false)),
  });

/** Rules between variables (parseEnvironment reports them with every other bad variable). */
function crossVariableProblems(env: Record<string, string | undefined>): VariableProblem[] {
  const isSet = (name: string) => Boolean(env[name]?.trim());
  const problems: VariableProblem[] = [];
  // Against an external festival API in production, a random secret would sign users out at every restart and
  // differ between instances behind a load balancer.
  if (!isSet("SESSION_SECRET") && env.NODE_ENV?.trim() === "production" && isSet("FESTIVAL_API_URL")) {
    problems.push(["SESSION_SECRET", "must be set when NODE_ENV=production and FESTIVAL_API_URL is set"]);
  }
  if (isSet("ALGOLIA_APP_ID") !== isSet("ALGOLIA_SEARCH_KEY")) {
    const missing = isSet("ALGOLIA_APP_ID") ? "ALGOLIA_SEARCH_KEY" : "ALGOLIA_APP_ID";
    problems.push([missing, "must be set together with the other of ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY"]);
  }
  return problems;
}

type Environment = z.output<typeof environmentSchema>;

function portalSettingsOf(env: Environment, sessionSecret: string) {
  const production = env.NODE_ENV === "production";
  const preparedOn = env.A11Y_PREPARED_ON ?? statementPreparedOn;
  const publishedOn = env.A11Y_PUBLISHED_ON ?? preparedOn;
  return {
    port: env.PORT,
    host: env.HOST,
    /** NODE_ENV=production: HSTS, and a Secure session cookie unless SECURE_COOKIES=false. */
    production,
    festivalApi: {
      /** Unset: server.ts starts the embedded festival API and puts its URL here (`withFestivalApiUrl`). */
      url: env.FESTIVAL_API_URL,
      timeoutMs: env.FESTIVAL_API_TIMEOUT_MS,
    },
    session: { secret: sessionSecret, secureCookies: env.SECURE_COOKIES ?? production },
    /** The origin of the portal's absolute URLs (app/http/public-origin.server.ts); unset: each request's. */
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    eventCacheTtlMs: env.EVENT_CACHE_TTL_MS,
    /** The hosted search service; unset: the built-in match answers every search. */
    search:
      env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY
        ? { appId: env.ALGOLIA_APP_ID, apiKey: env.ALGOLIA_SEARCH_KEY, indexName: env.ALGOLIA_INDEX }
        : undefined,
    mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    gate: { enabled: env.GATE_ENABLED, token: env.GATE_TOKEN, opensAt: env.GATE_OPENS_AT },
    /** The footer's configurable links (spec §2 "App shell"); each block shows only when configured. */
    footerLinks: {
      agency: env.AGENCY_NAME ? { name: env.AGENCY_NAME, url: env.AGENCY_URL } : undefined,
      socialUrl: env.SOCIAL_URL,
      pageUrl: env.PAGE_URL,
    },
    /**
     * What an operator fills in for the accessibility statement (`/accessibility`). The defaults are true of this
     * portal as built: prepared by self-assessment on the date above; the contact details are left out, and the
     * page says so, until the operator provides them.
     */
    accessibilityStatement: {
      /** The public body responsible for the portal; unset: the festival's name from locales/. */
      entityName: env.A11Y_ENTITY_NAME,
      preparedOn,
      publishedOn,
      updatedOn: env.A11Y_UPDATED_ON ?? publishedOn,
      contactPerson: env.A11Y_CONTACT_PERSON,
      contactEmail: env.A11Y_CONTACT_EMAIL,
      contactPhone: env.A11Y_CONTACT_PHONE,
      /** Replaces the default text on architectural accessibility, which points to each event's organiser. */
      architecture: env.A11Y_ARCHITECTURE,
    },
    /**
     * OUTBOX_VIEW=1 (set by `npm start`, never by the Docker image): the portal serves the festival API's outbox
     * at `/outbox` to loopback clients, so the demo's newcomer reads the e-mail link and SMS code there
     * (ARCHITECTURE.md "Decisions").
     */
    outboxView: env.OUTBOX_VIEW,
    /** Express "trust proxy": which hops may set X-Forwarded-For. */
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}

/**
 * The variable as express's "trust proxy" takes it (unset, empty or blank: false). express reads a number as how
 * many hops to trust and a string as addresses or subnets: "1" must reach it as the number 1, or it trusts no
 * proxy at all (a proxy at 1.0.0.0/32).
 */
export function trustProxyOf(variable: string | undefined): string | number | boolean {
  const value = variable?.trim();
  if (!value || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The configuration as the environment gives it: the festival API's URL is unset for the embedded default. */
export type PortalSettings = ReturnType<typeof portalSettingsOf>;

/** What every loader and action gets as `context.config`: the festival API's URL is always known. */
export type PortalConfig = Omit<PortalSettings, "festivalApi"> & { festivalApi: { url: string; timeoutMs: number } };

export type PortalEnvironmentParse =
  | { ok: true; settings: PortalSettings; warnings: string[] }
  /** One line per bad variable, naming it. */
  | { ok: false; problems: string[] };

/** Whose values never go into a message. */
const secretVariables = new Set(["SESSION_SECRET", "ALGOLIA_SEARCH_KEY", "GATE_TOKEN"]);

/**
 * Parses every variable at once, so a start with several mistakes names them all in one go. SESSION_SECRET
 * unset outside that production case is generated here, with a warning, and kept only in the result.
 */
export function parsePortalEnvironment(env: Record<string, string | undefined>): PortalEnvironmentParse {
  const parsed = parseEnvironment(environmentSchema, env, { secretVariables, crossVariableProblems: crossVariableProblems(env) });
  if (!parsed.ok) return parsed;
  const warnings: string[] = [];
  let sessionSecret = parsed.values.SESSION_SECRET;
  if (!sessionSecret) {
    warnings.push("SESSION_SECRET is not set: using a random one, so sessions end when the portal restarts");
    sessionSecret = randomBytes(32).toString("hex");
  }
  const settings = portalSettingsOf(parsed.values, sessionSecret);
  if (settings.gate.enabled && !settings.gate.token && !settings.gate.opensAt) {
    warnings.push("GATE_ENABLED=true without GATE_TOKEN or GATE_OPENS_AT: nobody gets in");
  }
  const publicPath = parsed.values.PUBLIC_URL ? new URL(parsed.values.PUBLIC_URL).pathname : "/";
  if (publicPath !== "/") {
    warnings.push(`PUBLIC_URL has the path ${publicPath}: the portal serves from the root, so its links use only the origin, while the e-mails' links keep the path`);
  }
  return { ok: true, settings, warnings };
}

/** The settings with the festival API's URL: the configured one, or the embedded festival API's. */
export function withFestivalApiUrl(settings: PortalSettings, url: string): PortalConfig {
  return { ...settings, festivalApi: { ...settings.festivalApi, url: url.replace(/\/+$/, "") } };
}

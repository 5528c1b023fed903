import { expect, test } from "@playwright/test";
import { eventResponseSchema } from "#contract/event";
import { apiPaths } from "#contract/paths";
import { authResponseSchema } from "#contract/user";
import { openPgDatabase } from "../../upstream/db/pg-database";
import type { Database } from "../../upstream/index";
import { createEvent, latestOutboxMessage, seatAccounting, TEST_PASSWORD_HASH_COST } from "../support/festival-fixtures";
import { startFestivalApiProcess, type FestivalApiProcess } from "../support/festival-api-process";
import { startSmsGatewayCatcher, startSmtpCatcher, type CaughtMessage, type MessageCatcher } from "../support/message-catchers";
import { createDatabaseFromTemplate } from "../support/pg-cluster";
import { startPortal, type PortalProcess } from "../support/portal-process";
import { nextVisitorAddress, PortalVisitor } from "../support/portal-visitor";

/**
 * Issue 12 item 6: the production shape of docker-compose.yml scaled out, as processes: two festival APIs and two
 * portals on one PostgreSQL database, each portal on its own festival API, the same SESSION_SECRET, both outbox
 * senders delivering to a real SMTP server and SMS gateway. Newcomers register through both APIs, then rush an
 * event's seats through both portals, each signed in on one portal and signing up on the other.
 */

const newcomerCount = 60;
const seats = 20;
const password = "rejestracja-tlumu-1";

// One set of servers for the file: its tests share them and run in order in one worker. Registering and logging
// in 60 people is 120 scrypt hashes (upstream/auth/password-hash.ts): seconds of CPU on a small machine at the
// production cost, which the festival APIs here lower as every suite does.
test.describe.configure({ mode: "serial", timeout: 60_000 });

/** The run's PostgreSQL server: npm test's, or the one the E2E global setup started for its own database. */
function postgresAdminUrl(): string {
  if (process.env.TEST_PG_ADMIN_URL) return process.env.TEST_PG_ADMIN_URL;
  const e2eDatabaseUrl = process.env.E2E_DATABASE_URL;
  if (!e2eDatabaseUrl) throw new Error("E2E_DATABASE_URL is set by the E2E global setup");
  const url = new URL(e2eDatabaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

let database: Database;
let smtp: MessageCatcher;
let smsGateway: MessageCatcher;
let apis: FestivalApiProcess[] = [];
let portals: PortalProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  [smtp, smsGateway] = await Promise.all([startSmtpCatcher(), startSmsGatewayCatcher()]);
  const databaseUrl = await createDatabaseFromTemplate(postgresAdminUrl(), `e2e_scale_out_${process.pid}`);
  database = openPgDatabase(databaseUrl, { maxConnections: 2 });
  const apiEnv = {
    SMTP_URL: smtp.url,
    SMS_GATEWAY_URL: smsGateway.url,
    // Both senders poll often, so they do compete for the same messages.
    OUTBOX_POLL_MS: "20",
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
  };
  apis = await Promise.all([startFestivalApiProcess({ databaseUrl, env: apiEnv }), startFestivalApiProcess({ databaseUrl, env: apiEnv })]);
  // startPortal gives both the same SESSION_SECRET; TRUST_PROXY lets each visitor's own address reach the throttles.
  // Thirty logins at once queue for their password hashes longer than the default 5 s the portal waits for an answer.
  const portalEnv = { TRUST_PROXY: "loopback", FESTIVAL_API_TIMEOUT_MS: "30000" };
  portals = await Promise.all(apis.map((api) => startPortal({ festivalApiUrl: api.url, env: portalEnv })));
});

test.afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.stop()));
  await Promise.all(apis.map((api) => api.stop()));
  await database?.close();
  await smtp?.close();
  await smsGateway?.close();
});

/** One JSON call to a festival API from a client address of its own (the APIs believe loopback's X-Forwarded-For). */
async function callApi(apiUrl: string, method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = { Accept: "application/json", "X-Forwarded-For": nextVisitorAddress() };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(apiUrl + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

interface Newcomer {
  index: number;
  email: string;
  phone: string;
}

/**
 * Registers through one festival API, follows the e-mail link on the other (the signing key is shared through the
 * database) and confirms the SMS code back on the first, as a newcomer does. Links and codes are read from the
 * outbox table; the delivery services only count what they received.
 */
async function registerAcrossBothApis(index: number): Promise<Newcomer> {
  const [registerOn, verifyOn] = index % 2 === 0 ? apis : [apis[1], apis[0]];
  const newcomer = { index, email: `newcomer${index}@scale-out.example.org`, phone: `+48699${String(index).padStart(6, "0")}` };
  const registration = { name: "Nowa Osoba", ...newcomer, age: 1990, city: "Gdańsk", password, password_confirmation: password };
  expect((await callApi(registerOn.url, "POST", apiPaths.register(), { body: registration })).status, newcomer.email).toBe(201);

  const emailBody = (await latestOutboxMessage(database, newcomer.email, "email")).body;
  const verificationQuery = new URL(/https?:\/\/\S+\/verify\?\S+/.exec(emailBody)![0]).search;
  const verified = await callApi(verifyOn.url, "GET", apiPaths.verifyEmail() + verificationQuery);
  expect(verified.status, newcomer.email).toBe(200);
  const { token } = authResponseSchema.parse(verified.body);

  const code = /\b(\d{6})\b/.exec((await latestOutboxMessage(database, newcomer.phone, "sms")).body)![1];
  const phoneVerified = await callApi(registerOn.url, "POST", apiPaths.verifyPhone(), { token, body: { code, phone: newcomer.phone } });
  expect(phoneVerified.status, newcomer.email).toBe(200);
  return newcomer;
}

/** How many times each value occurs. */
function countEach(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const deliveriesOf = (messages: CaughtMessage[]) => countEach(messages.map(({ channel, recipient }) => `${channel} ${recipient}`));

let newcomers: Newcomer[] = [];

test("newcomers registered through both festival APIs get every e-mail and SMS exactly once, with both senders running", async () => {
  newcomers = await Promise.all(Array.from({ length: newcomerCount }, (_, index) => registerAcrossBothApis(index)));

  await expect
    .poll(async () => (await database.query<{ pending: number }>("SELECT count(*)::int AS pending FROM outbox WHERE sent_at IS NULL"))[0].pending, {
      message: "every outbox message is delivered",
      timeout: 15_000,
    })
    .toBe(0);
  const outbox = await database.query<CaughtMessage & { attempts: number }>("SELECT channel, recipient, attempts FROM outbox");
  // A verification e-mail and an SMS code for each newcomer, at least.
  expect(outbox.length).toBeGreaterThanOrEqual(2 * newcomerCount);
  // Claimed once each: a message two senders took would have been marked sent twice.
  expect(outbox.filter((message) => message.attempts !== 1)).toEqual([]);
  expect(deliveriesOf([...smtp.received, ...smsGateway.received])).toEqual(deliveriesOf(outbox));
});

test("a sign-up rush split across both portals takes exactly the seats, none overbooked", async () => {
  expect(newcomers).toHaveLength(newcomerCount);
  const eventId = await createEvent(database, { personLimit: seats });
  // Each newcomer logs in on one portal and signs up on the other, so every seat is also a session crossing over.
  const visitors = newcomers.map((newcomer) => ({
    newcomer,
    browser: new PortalVisitor(nextVisitorAddress()),
    loginPortal: portals[newcomer.index % 2],
    signUpPortal: portals[(newcomer.index + 1) % 2],
  }));
  await Promise.all(
    visitors.map(async ({ newcomer, browser, loginPortal }) => {
      const login = await browser.post(`${loginPortal.url}/login`, { email: newcomer.email, password });
      expect({ status: login.status, location: login.location }, newcomer.email).toEqual({ status: 302, location: "/" });
      expect(browser.cookie("__session"), newcomer.email).toBeTruthy();
    }),
  );

  const answers = await Promise.all(visitors.map(({ browser, signUpPortal }) => browser.post(`${signUpPortal.url}/event/${eventId}`, {})));
  const outcomes = answers.map((answer) =>
    answer.status === 302 && answer.location === `/event/${eventId}` ? "signed up" : answer.status === 409 ? "refused: no seats" : `${answer.status} ${answer.location}`,
  );
  expect(countEach(outcomes), "outcomes of the rush").toEqual({ "signed up": seats, "refused: no seats": newcomerCount - seats });

  for (const api of apis) {
    const event = eventResponseSchema.parse((await callApi(api.url, "GET", apiPaths.event(eventId))).body).data;
    expect({ users_count: event.users_count, is_unavailable: event.is_unavailable }).toEqual({ users_count: seats, is_unavailable: true });
  }
  const accounting = await seatAccounting(database, eventId);
  expect({ counted: accounting.counted, users_count: accounting.users_count }, "registrations in the database").toEqual({
    counted: seats,
    users_count: seats,
  });
});

test("a session made on one portal is valid on the other", async () => {
  const [portalA, portalB] = portals;
  const newcomer = newcomers[0];
  const browser = new PortalVisitor(nextVisitorAddress());
  // A visitor's /login is the form; a signed-in user's is a redirect to their panel.
  expect((await browser.get(`${portalB.url}/login`)).status).toBe(200);
  const login = await browser.post(`${portalA.url}/login`, { email: newcomer.email, password });
  expect(login.status).toBe(302);
  const onB = await browser.get(`${portalB.url}/login`);
  expect({ status: onB.status, location: onB.location }).toEqual({ status: 302, location: "/user/events" });
});

test("the login throttle counted on one festival API holds on the other", async () => {
  const [apiA, apiB] = apis;
  const attempt = { email: "throttled@scale-out.example.org", password: "not-the-password" };
  // RATE_LIMIT_PER_ADDRESS (10) wrong passwords through A, each from its own address so only the e-mail's count grows.
  for (let n = 0; n < 10; n++) expect((await callApi(apiA.url, "POST", apiPaths.login(), { body: attempt })).status).toBe(401);
  const eleventh = await callApi(apiB.url, "POST", apiPaths.login(), { body: attempt });
  expect(eleventh.status).toBe(429);
  expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
});

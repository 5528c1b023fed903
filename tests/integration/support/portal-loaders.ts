import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "@remix-run/node";
import { beforeAll } from "vitest";
import { clearEventCaches } from "~/events/event-cache.server";
import { apiPaths } from "#contract/paths";
import { authResponseSchema, type User } from "#contract/user";
import { freshClientIp, useTestApi, type TestApi } from "../../contract/support/test-api";
import { FIXTURE_PASSWORD, type FixtureUser } from "../../support/festival-fixtures";
import { sessionCookieFor } from "../../support/portal-session";
import { testLoadContext, testPortalConfig } from "../../support/test-portal-config";

/**
 * What server.ts hands the loaders, with a configuration pointing at this file's festival API once it runs
 * (useFestivalApiForPortal). A test that wants another festival API makes its own with `contextFor`.
 */
export const loadContext: AppLoadContext = testLoadContext(testPortalConfig());

/** A load context whose configuration points the portal at another festival API (a closed port, a broken one). */
export function contextFor(festivalApiUrl: string, env: Record<string, string> = {}): AppLoadContext {
  return testLoadContext(testPortalConfig(festivalApiUrl, env));
}

/** A load context whose festival API refuses connections: a port that was free a moment ago. */
export async function unreachableFestivalApi(): Promise<AppLoadContext> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return contextFor(`http://127.0.0.1:${port}`);
}

/** The festival API on this file's own clone of the seeded database, with `loadContext` pointed at it. */
export function useFestivalApiForPortal(databaseName: string): TestApi {
  const festivalApi = useTestApi(databaseName);
  beforeAll(() => {
    loadContext.config = testPortalConfig(festivalApi.url);
    // The portal's event cache is module state that the files of one worker share (isolate: false): a list that
    // another file's festival API answered, still fresh, must not stand for this one's.
    clearEventCaches();
  });
  return festivalApi;
}

/**
 * The Cookie header of a portal session for this fixture user, written as the portal's login writes it: their token
 * and the profile login stores (the festival API's login answer, which every account gets, verified or not),
 * unless the test gives one.
 */
export async function signedInCookie(account: FixtureUser, profile?: User): Promise<string> {
  return sessionCookieFor(loadContext.config, { token: account.token, user: profile ?? (await profileOf(account)) });
}

async function profileOf(account: FixtureUser): Promise<User> {
  const answer = await fetch(`${loadContext.config.festivalApi.url}${apiPaths.login()}`, {
    method: "POST",
    // A distinct address per login, so the festival API's login throttle never meets the tests' traffic.
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshClientIp() },
    body: JSON.stringify({ email: account.email, password: FIXTURE_PASSWORD }),
  });
  return authResponseSchema.parse(await answer.json()).data;
}

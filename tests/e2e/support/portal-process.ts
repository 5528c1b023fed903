import { test } from "@playwright/test";
import { startPortal, type PortalProcess } from "../../support/portal-process";
import { e2eFestivalApiUrl } from "./e2e-env";

/** Moves the clock of a test's own portal this many days ahead (support/clock-ahead.ts). */
export function clockAheadDays(days: number): { env: Record<string, string>; nodeArguments: string[] } {
  return { env: { PORTAL_CLOCK_AHEAD_DAYS: String(days) }, nodeArguments: ["--import", "tsx", "--import", "./tests/e2e/support/clock-ahead.ts"] };
}

/**
 * Starts a second portal with this environment (the gate, footer links, statement contacts) and node arguments
 * (a moved clock) against the suite's festival API, before the enclosing describe block's tests, and stops it
 * after them.
 */
export function portalForTheseTests(env: Record<string, string>, nodeArguments: string[] = []): { readonly url: string } {
  let portal: PortalProcess | undefined;
  test.beforeAll(async () => {
    portal = await startPortal({ festivalApiUrl: e2eFestivalApiUrl(), env, nodeArguments });
  });
  test.afterAll(async () => {
    await portal?.stop();
  });
  return {
    get url() {
      if (!portal) throw new Error("The portal starts in beforeAll; read its url inside a test");
      return portal.url;
    },
  };
}

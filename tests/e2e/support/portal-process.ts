import { test } from "@playwright/test";
import { startPortal, type PortalProcess } from "../../support/portal-process";

/**
 * Starts a second portal with this environment (the gate, footer links, statement contacts) against the suite's
 * festival API, before the enclosing describe block's tests, and stops it after them.
 */
export function portalForTheseTests(env: Record<string, string>): { readonly url: string } {
  let portal: PortalProcess | undefined;
  test.beforeAll(async () => {
    const festivalApiUrl = process.env.E2E_FESTIVAL_API_URL;
    if (!festivalApiUrl) throw new Error("E2E_FESTIVAL_API_URL is unset: run this through Playwright's global setup");
    portal = await startPortal({ festivalApiUrl, env });
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

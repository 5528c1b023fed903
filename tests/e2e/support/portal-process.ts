import { test } from "@playwright/test";
import { startPortal, type PortalProcess } from "../../support/portal-process";
import { e2eFestivalApiUrl } from "./e2e-env";

/**
 * Starts a second portal with this environment (the gate, footer links, statement contacts) against the suite's
 * festival API, before the enclosing describe block's tests, and stops it after them.
 */
export function portalForTheseTests(env: Record<string, string>): { readonly url: string } {
  let portal: PortalProcess | undefined;
  test.beforeAll(async () => {
    portal = await startPortal({ festivalApiUrl: e2eFestivalApiUrl(), env });
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

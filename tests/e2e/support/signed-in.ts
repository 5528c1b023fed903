import { join } from "node:path";
import type { BrowserContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { e2ePortalUrl } from "./e2e-env";
import { createAccount, type AccountStage, type FestivalAccount } from "./festival-fixtures";
import { logInThroughThePortal } from "./portal-requests";
import { test } from "./test";

/** A user logged in once through the portal, and the file holding the browser state that login left. */
interface StoredSession {
  user: FestivalAccount;
  storageStatePath: string;
}

/**
 * Makes a fresh account at this stage through the festival API and logs it in once, through the portal's real
 * login POST; the session cookie the portal set is stored at `storageStatePath`, so every browser context that
 * should be this user starts from it instead of filling in the login form again.
 */
async function signInOnce(
  playwright: PlaywrightWorkerArgs["playwright"],
  stage: AccountStage,
  storageStatePath: string,
): Promise<StoredSession> {
  const user = await createAccount(stage);
  const request = await playwright.request.newContext({ baseURL: e2ePortalUrl });
  try {
    await logInThroughThePortal(request, user);
    await request.storageState({ path: storageStatePath });
  } finally {
    await request.dispose();
  }
  return { user, storageStatePath };
}

/**
 * The worker's shared verified user, signed in at its first test that asks and kept for its later ones. A module's
 * promise, not a worker-scoped fixture: a worker fixture gives the tests using it a worker hash of their own, and
 * Playwright then stops the worker and starts another (a new process and browser) each time the queue moves
 * between them and the other specs.
 */
let workerSession: Promise<StoredSession> | undefined;

export interface SignedInFixtures {
  /** The user `signedInContext` and `signedInPage` are signed in as: shared by the worker's tests. */
  signedInUser: FestivalAccount;
  /**
   * A browser context (with the project's options) signed in as `signedInUser`, for tests that leave the user
   * as they found them; `signedInContext.request` sends requests with its cookies.
   */
  signedInContext: BrowserContext;
  signedInPage: Page;
  /**
   * A browser context signed in as a user of its own, made for this test at this stage (default: verified), for
   * tests that change the user (log out, sign up, add a favourite) or need an unverified one. Closed after the
   * test.
   */
  newSignedInContext: (stage?: AccountStage) => Promise<{ context: BrowserContext; user: FestivalAccount }>;
}

/** Playwright's `test` with signed-in browsers from stored session states: no login form per test. */
export const signedInTest = test.extend<SignedInFixtures & { sharedSession: StoredSession }>({
  sharedSession: async ({ playwright }, use, testInfo) => {
    const storageStatePath = join(testInfo.project.outputDir, ".sessions", `worker-${testInfo.workerIndex}.json`);
    workerSession ??= signInOnce(playwright, "verified", storageStatePath).catch((error: unknown) => {
      workerSession = undefined;
      throw error;
    });
    await use(await workerSession);
  },
  signedInUser: async ({ sharedSession }, use) => {
    await use(sharedSession.user);
  },
  signedInContext: async ({ browser, sharedSession }, use) => {
    const context = await browser.newContext({ storageState: sharedSession.storageStatePath });
    await use(context);
    await context.close();
  },
  signedInPage: async ({ signedInContext }, use) => {
    await use(await signedInContext.newPage());
  },
  newSignedInContext: async ({ browser, playwright }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    let sessionsMade = 0;
    await use(async (stage = "verified") => {
      sessionsMade++;
      const session = await signInOnce(playwright, stage, testInfo.outputPath(`session-${sessionsMade}.json`));
      const context = await browser.newContext({ storageState: session.storageStatePath });
      contexts.push(context);
      return { context, user: session.user };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

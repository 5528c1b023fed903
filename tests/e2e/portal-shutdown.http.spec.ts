import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, runBuiltServerUntilItExits, startPortal } from "../support/portal-process";
import { e2eFestivalApiUrl } from "./support/e2e-env";
import { startFestivalApiSwitch } from "./support/festival-api-switch";

/** How long the page under way waits for its festival API call: the stop comes in the middle of it. */
const festivalApiTimeoutMs = 1500;

test("a stop (SIGTERM, as docker stop sends) answers the page under way before the portal exits", async () => {
  const festivalApi = await startFestivalApiSwitch(e2eFestivalApiUrl());
  const portal = await startPortal({
    festivalApiUrl: festivalApi.url,
    errorLogFile: join(test.info().project.outputDir, "portal-shutdown.portal-errors.log"),
    env: { FESTIVAL_API_TIMEOUT_MS: String(festivalApiTimeoutMs), PAGE_CACHE_TTL_MS: "0", EVENT_CACHE_TTL_MS: "0" },
  });
  try {
    // The festival API takes the page's call and never answers: the page is under way until the call times out.
    await festivalApi.behave("hang");
    const callsBefore = festivalApi.callsReceived;
    const page = fetch(`${portal.url}/event/1`).then(async (answer) => ({ status: answer.status, body: await answer.text() }));
    await expect.poll(() => festivalApi.callsReceived).toBeGreaterThan(callsBefore);
    const stopped = portal.stop();
    // The friendly page of a festival API that did not answer in time (spec §8), not a connection cut off.
    const answer = await page;
    expect(answer.status).toBe(503);
    expect(answer.body).toContain("</html>");
    await stopped;
    await expect(fetch(`${portal.url}/healthz`)).rejects.toThrow();
  } finally {
    await portal.stop();
    await festivalApi.stop();
  }
});

/** Sends SIGTERM as the database's lock appears: the database is opening, and the server does not listen yet. */
function stopWhenLockAppears(lock: string) {
  return (server: ChildProcess) => {
    const sendStop = setInterval(() => existsSync(lock) && (clearInterval(sendStop), server.kill("SIGTERM")), 10);
    server.once("exit", () => clearInterval(sendStop));
  };
}

test("a stop while the embedded festival API opens its database waits for the start, then closes the database", async () => {
  const pgliteDir = test.info().outputPath("festival");
  const lock = join(pgliteDir, "festival-api.lock");
  const run = await runBuiltServerUntilItExits({ PORT: String(await freePort()), PGLITE_DIR: pgliteDir }, { whileRunning: stopWhenLockAppears(lock) });
  // Not killed by the signal with the database open (its lock left behind, which stops the next start for a while).
  expect(run).toMatchObject({ code: 0, signal: null });
  expect(existsSync(lock)).toBe(false);
});

test("the festival API started on its own does the same: its first steps, the lock and the snapshot's copy, are covered", async () => {
  const pgliteDir = test.info().outputPath("festival");
  const lock = join(pgliteDir, "festival-api.lock");
  const run = await runBuiltServerUntilItExits(
    { UPSTREAM_PORT: String(await freePort()), PGLITE_DIR: pgliteDir },
    { whileRunning: stopWhenLockAppears(lock), program: "build/server/festival-api.js" },
  );
  expect(run).toMatchObject({ code: 0, signal: null });
  expect(existsSync(lock)).toBe(false);
});

import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { freePort, runBuiltServerUntilItExits } from "../support/portal-process";

/**
 * A start the portal cannot make ends with exit code 1 and one line saying why, as a bad variable does
 * (README "Configuration"), never with an unhandled error's stack trace.
 */
test.describe("a start the portal cannot make", () => {
  test("a port another process holds", async () => {
    const holder = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
    try {
      const run = await runBuiltServerUntilItExits({ PORT: String(port), FESTIVAL_API_URL: "http://127.0.0.1:9" });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`The portal cannot listen on 127.0.0.1:${port}: EADDRINUSE`);
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  });

  test("an embedded database directory it cannot make", async () => {
    // Under a file: no directory can be made there, whoever runs the test (root writes anywhere else).
    const notADirectory = test.info().outputPath("a-file");
    writeFileSync(notADirectory, "");
    const run = await runBuiltServerUntilItExits({ PORT: String(await freePort()), PGLITE_DIR: `${notADirectory}/festival` });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The embedded festival API cannot start on ${notADirectory}/festival: ENOTDIR`);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

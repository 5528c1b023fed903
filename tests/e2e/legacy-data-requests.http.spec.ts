import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startPortal } from "../support/portal-process";
import { e2eFestivalApiUrl } from "./support/e2e-env";

test("a ?_data= request, which no page makes since single fetch, answers 404 with the security headers and writes nothing to the error log", async () => {
  const errorLogFile = join(test.info().project.outputDir, "legacy-data-requests.portal-errors.log");
  const portal = await startPortal({ festivalApiUrl: e2eFestivalApiUrl(), errorLogFile });
  try {
    for (const path of ["/?_data=routes/_index", "/event/1?_data=routes/event.$id", "/user/info?_data"]) {
      const answer = await fetch(`${portal.url}${path}`, { redirect: "manual" });
      expect(answer.status, path).toBe(404);
      // Refused after the security headers, which every answer carries.
      expect(answer.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(answer.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
    // The same page without it is served as always.
    expect((await fetch(`${portal.url}/`)).status).toBe(200);
  } finally {
    await portal.stop();
  }
  expect(readFileSync(errorLogFile, "utf8")).not.toContain("_data");
});

import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { e2eFestivalApiUrl, e2ePortalUrl } from "./support/e2e-env";

/**
 * A method no Fetch `Request` can carry (TRACE): both servers answer 405 before their Fetch-based handlers, which
 * used to answer 500 with a stack trace in the log. Sent with node:http, since fetch cannot send it. (TRACK never
 * gets that far: Node's HTTP parser does not know it and answers 400.)
 */
function send(method: string, url: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, allow: answer.headers.allow }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

test("TRACE answers 405 on the portal and on the festival API", async () => {
  for (const url of [`${e2ePortalUrl}/`, `${e2ePortalUrl}/event/1.data`, `${e2eFestivalApiUrl()}/api/v1/filters`]) {
    expect(await send("TRACE", url), url).toEqual({ status: 405, allow: "GET, HEAD, POST, DELETE" });
  }
});

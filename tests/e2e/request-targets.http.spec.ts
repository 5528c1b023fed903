import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { e2ePortalUrl } from "./support/e2e-env";

/**
 * Requests whose address Remix's adapter could not build (server/request-target.ts), which answered 500: a target in
 * absolute form is valid HTTP/1.1 and gets its page; a target that is no path, or a Host that is no host name, is the
 * client's mistake and gets a 400. Sent with node:http, since fetch sends neither.
 */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const portal = new URL(e2ePortalUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: portal.hostname, port: portal.port, method, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

test("a target in absolute form gets its page", async () => {
  const answer = await send("GET", `${e2ePortalUrl}/statute?x=1`);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("<h1>Regulamin");
});

test("a target that is no path, or a Host that is no host name, gets a 400 page, not a 500", async () => {
  const refused = [
    await send("OPTIONS", "*"),
    await send("GET", "/", { Host: "a b" }),
    await send("GET", "/event/1", { Host: "xn--zz" }),
    await send("GET", "ftp://example.org/"),
  ];
  for (const answer of refused) {
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Nieprawidłowe żądanie");
  }
});

import { Agent } from "node:http";
import { expect, test } from "@playwright/test";
import { defaultFormBodyLimitBytes } from "../../app/http/form-input.server";
import { drainAfterAnswerBytes } from "../../server/unread-request-body";
import { closed, sendThrough, type KeepAliveAnswer, type KeepAliveRequest } from "../support/keep-alive-client";
import { e2ePortalUrl } from "./support/e2e-env";
import { sameOriginHeaders } from "./support/portal-requests";

/**
 * Issue 12 item 4, the portal's side (the festival API's is tests/contract/connection-close.test.ts): the portal
 * answers some POSTs before it has read their bodies (the input parser's 413 and 415, the Origin check's 403,
 * Remix's 405, the 404 of a `?_data=` request), and a keep-alive client, here node:http's Agent, must find its
 * next request answered all the same. A body the portal reads to its end after such an answer
 * (server/unread-request-body.ts) leaves the connection open; a larger one is cut off, and the answer says so with
 * `Connection: close`, so the client sends its next request on a new connection.
 */

/** Over the input parser's limit, so refused, yet small enough to be read to its end after the answer. */
const drainedBodyBytes = 4 * defaultFormBodyLimitBytes;
/** Several MiB: far more than the portal reads of a body it refused. */
const cutOffBodyBytes = 4 * drainAfterAnswerBytes;
/** What a client that reads the answer while sending has sent of those MiB when the answer comes. */
const sentBeforeTheAnswerBytes = 4 * defaultFormBodyLimitBytes;

const formHeaders = { ...sameOriginHeaders, "Content-Type": "application/x-www-form-urlencoded" };

interface EarlyAnswer {
  name: string;
  status: number;
  request: Omit<KeepAliveRequest, "body">;
}

const earlyAnswers: EarlyAnswer[] = [
  { name: "a form over the input parser's limit", status: 413, request: { method: "POST", path: "/login", headers: formHeaders } },
  { name: "a form over the limit, sent in chunks", status: 413, request: { method: "POST", path: "/login", headers: formHeaders, chunked: true } },
  {
    name: "a body that is not a form",
    status: 415,
    request: { method: "POST", path: "/login", headers: { ...sameOriginHeaders, "Content-Type": "application/json" } },
  },
  {
    name: "a cross-site POST",
    status: 403,
    request: { method: "POST", path: "/login", headers: { ...formHeaders, Origin: "https://evil.example" } },
  },
  { name: "a POST to a page without an action", status: 405, request: { method: "POST", path: "/accessibility", headers: formHeaders } },
  {
    name: "a data request of Remix before single fetch",
    status: 404,
    request: { method: "POST", path: "/login?_data=routes/login", headers: formHeaders },
  },
];

const formOfBytes = (bytes: number) => `note=${"a".repeat(bytes)}`;

/** The client's next two requests are answered: the first on the refused request's connection or a new one, the second on the first's. */
async function expectNextRequestsAnswered(agent: Agent, refused: KeepAliveAnswer, connection: "same" | "new") {
  const next = await sendThrough(agent, e2ePortalUrl, { method: "GET", path: "/accessibility" });
  expect(next.status).toBe(200);
  if (connection === "same") expect(next.socket, "the refused request's connection").toBe(refused.socket);
  else expect(next.socket, "a new connection").not.toBe(refused.socket);
  // An ordinary answer keeps its connection: the one after reuses it.
  expect(next.headers.connection).toBe("keep-alive");
  const after = await sendThrough(agent, e2ePortalUrl, { method: "GET", path: "/healthz" });
  expect(after.status).toBe(200);
  expect(after.socket).toBe(next.socket);
}

test.describe("an answer before the body is read leaves a keep-alive client able to go on", () => {
  let agent: Agent;
  test.beforeEach(() => {
    // One connection at a time: the next request reuses the last one unless it was closed.
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  test.afterEach(() => agent.destroy());

  for (const early of earlyAnswers) {
    test(`${early.name} (${early.status}), of several MiB: Connection: close, and the next request goes on a new connection`, async () => {
      const body = formOfBytes(cutOffBodyBytes);
      // A client that reads the answer while still sending, as browsers do, stops when refused.
      const refused = await sendThrough(agent, e2ePortalUrl, { ...early.request, body, stopSendingAfter: sentBeforeTheAnswerBytes });
      expect(refused.status).toBe(early.status);
      expect(refused.headers.connection).toBe("close");
      // The portal closes the connection, as it said.
      await closed(refused.socket);
      await expectNextRequestsAnswered(agent, refused, "new");

      // A client that sends it all regardless may see its write cut off before it reads the answer; if it reads
      // one, that says close too, and either way its next request is answered.
      const blasted = await sendThrough(agent, e2ePortalUrl, { ...early.request, body }).catch((error: Error) => error);
      if (!(blasted instanceof Error)) {
        expect(blasted.status).toBe(early.status);
        expect(blasted.headers.connection).toBe("close");
        await closed(blasted.socket);
      }
      const next = await sendThrough(agent, e2ePortalUrl, { method: "GET", path: "/healthz" });
      expect(next.status).toBe(200);
    });
  }

  // With a Content-Length, so the portal knows it will be read to its end (a chunked body gives no such promise).
  for (const early of earlyAnswers.filter(({ request }) => !request.chunked)) {
    test(`${early.name} (${early.status}), of a few KiB: read to its end, and the next request goes on the same connection`, async () => {
      const refused = await sendThrough(agent, e2ePortalUrl, { ...early.request, body: formOfBytes(drainedBodyBytes) });
      expect(refused.status).toBe(early.status);
      expect(refused.headers.connection).toBe("keep-alive");
      expect(refused.socketErrors).toEqual([]);
      await expectNextRequestsAnswered(agent, refused, "same");
    });
  }
});

import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createServerWithClientLimits } from "../upstream/http/slow-client-limits";
import { answerUnparsableRequests } from "./unparsable-request";

const servers: ReturnType<typeof createServerWithClientLimits>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

async function portalLikeServer() {
  const limits = { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 };
  const server = createServerWithClientLimits((_request, response) => response.end("answered"), limits);
  answerUnparsableRequests(server);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

/**
 * Writes `request` as it is and resolves with everything the server sent before it ended its side of the connection.
 * The client keeps its own side open, as a slow or stalled one may.
 */
function rawExchange(port: number, request: string): Promise<string> {
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  socket.on("error", () => undefined);
  socket.write(request);
  return new Promise((resolve) => socket.on("end", () => resolve(answer)));
}

describe("answerUnparsableRequests", () => {
  it("answers an address past Node's 16 KB with 431 and a page in both languages, not an empty body", async () => {
    const { port } = await portalLikeServer();
    const answer = await fetch(`http://127.0.0.1:${port}/?title=${"a".repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await answer.text();
    expect(page).toContain("<h1>Za długi adres</h1>");
    expect(page).toContain('<a href="/">Back to the event list</a>');
    // The connection is closed after it, and the next request is answered as usual.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("answered");
  });

  it("answers what Node answers to the other requests it cannot read: 400, and 408 for the slow-client limits", async () => {
    const { server, port } = await portalLikeServer();
    expect(await rawExchange(port, "NOT HTTP AT ALL\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    // Headers never finished: closed with 408 once the headers' limit is past.
    expect(await rawExchange(port, "GET / HTTP/1.1\r\nHost: localhost\r\n")).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // The server lets go of both connections, though their clients keep their sides open: one that waited for the
    // client to close kept a descriptor for ever after a 408.
    await expect.poll(() => openConnections(server), { timeout: 3_000 }).toBe(0);
  });
});

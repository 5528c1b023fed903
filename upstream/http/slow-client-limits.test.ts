import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createServerWithClientLimits, slowClientLimits } from "./slow-client-limits";

const servers: ReturnType<typeof createServerWithClientLimits>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** Sends a request's start, then one byte of `rest` every 100 ms; resolves with what came back and when the connection closed. */
async function trickle(port: number, start: string, rest: string): Promise<{ answer: string; closedAfterMs: number }> {
  const socket = connect(port, "127.0.0.1");
  const started = performance.now();
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  socket.write(start);
  let sent = 0;
  const dripping = setInterval(() => {
    if (sent < rest.length && socket.writable) socket.write(rest[sent++]);
  }, 100);
  return new Promise((resolve) => {
    socket.on("close", () => {
      clearInterval(dripping);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    socket.on("error", () => undefined);
  });
}

describe("slow-client limits", () => {
  it("closes a connection whose headers or body trickle in past their limit, with 408, long before they are in", async () => {
    const limits = { headersTimeout: 400, requestTimeout: 800, connectionsCheckingInterval: 50 };
    // As an action does, the answer waits for the whole body.
    const server = createServerWithClientLimits((request, response) => void request.resume().on("end", () => response.end("answered")), limits);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const headers = await trickle(port, "GET / HTTP/1.1\r\n", "Host: localhost\r\nX-Slow: " + "x".repeat(100));
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    // Bounds far below the 10 s the trickle would take unchecked, and far above the limits: a loaded machine's pause
    // of a second or two is no failure.
    expect(headers.closedAfterMs).toBeLessThan(4_000);

    const body = await trickle(port, "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n", "x".repeat(100));
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.closedAfterMs).toBeLessThan(4_000);
  });

  it("closes a connection whose client has stopped reading its answer once nothing has moved for the limit", async () => {
    // 8 MB: more than the socket buffers on either side hold, so the answer stalls with bytes left to send.
    const server = createServerWithClientLimits((_request, response) => response.end("x".repeat(8 * 1024 * 1024)), slowClientLimits, 300);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    // The server's side of the connection: the client, not reading, would not even see it close.
    const closed = new Promise<number>((resolve) => server.once("connection", (socket) => socket.on("close", () => resolve(performance.now() - started))));
    const client = connect(port, "127.0.0.1");
    client.on("error", () => undefined);
    client.pause();
    client.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");

    // Far below the forever it held the connection before; far above the limit, for a loaded machine.
    expect(await closed).toBeLessThan(4_000);
    client.destroy();
  });

  it("leave an answer that keeps moving alone, however slowly it is read", async () => {
    const server = createServerWithClientLimits((_request, response) => response.end("x".repeat(4 * 1024 * 1024)), slowClientLimits, 300);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    let received = 0;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      // A reader that takes a pause after every chunk, each shorter than the limit.
      socket.pause();
      setTimeout(() => socket.resume(), 20);
    });
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(received).toBeGreaterThan(4 * 1024 * 1024);
  });

  it("are checked often enough to hold within a tenth of the headers' limit (Node's default is every 30 s)", () => {
    expect(slowClientLimits.connectionsCheckingInterval).toBeLessThanOrEqual(slowClientLimits.headersTimeout / 10);
  });
});

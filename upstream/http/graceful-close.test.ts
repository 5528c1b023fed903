import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";

describe("closeGracefully", () => {
  it("answers the request under way, then closes its keep-alive connection at once", async () => {
    let arrived = () => {};
    const server = createServer((_request, response) => {
      arrived();
      setTimeout(() => response.end("answered"), 300);
    });
    // Idle connections kept a minute (the client follows the server's Keep-Alive hint): one the close left open
    // outlasts the test, however long a loaded machine paused before the close.
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // A kept-alive connection that is idle when the close starts, and a request under way.
    await (await fetch(url)).text();
    // Under way once the server has it: a fixed wait let a loaded machine start the close before it arrived.
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const underWay = fetch(url).then((response) => response.text());
    await arrival;
    const started = performance.now();
    const closed = closeGracefully(server);
    expect(await underWay).toBe("answered");
    await closed;
    // The client would have kept the connection for a minute; the server closed it once the answer was out, 300 ms
    // in, with room for a loaded machine's pause.
    expect(performance.now() - started).toBeLessThan(2_500);
    await expect(fetch(url)).rejects.toThrow();
  });

  it("cuts a connection still open after the grace, such as a client still sending its request", async () => {
    let arrived = () => {};
    const server = createServer((request, response) => {
      arrived();
      request.resume().on("end", () => response.end("answered"));
    });
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const slowClient = connect((server.address() as AddressInfo).port, "127.0.0.1");
    slowClient.on("error", () => undefined);
    const cut = new Promise((resolve) => slowClient.on("close", resolve));
    await new Promise((resolve) => slowClient.on("connect", resolve));
    // A body of 100 bytes of which one ever comes.
    slowClient.write("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nx");
    // A request under way, not an idle connection, which the close would end at once.
    await arrival;
    const started = performance.now();
    await closeGracefully(server, { cutAfterMs: 300 });
    await cut;
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";

describe("closeGracefully", () => {
  it("answers the request under way, then closes its keep-alive connection at once", async () => {
    const server = createServer((_request, response) => setTimeout(() => response.end("answered"), 300));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    // A kept-alive connection that is idle when the close starts, and a request under way.
    await (await fetch(url)).text();
    const underWay = fetch(url).then((response) => response.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const closed = closeGracefully(server);
    expect(await underWay).toBe("answered");
    await closed;
    // The client would have kept the connection for seconds; the server closed it once the answer was out.
    expect(performance.now() - started).toBeLessThan(1500);
    await expect(fetch(url)).rejects.toThrow();
  });

  it("cuts a connection still open after the grace, such as a client still sending its request", async () => {
    const server = createServer((request, response) => void request.resume().on("end", () => response.end("answered")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const slowClient = connect((server.address() as AddressInfo).port, "127.0.0.1");
    slowClient.on("error", () => undefined);
    const cut = new Promise((resolve) => slowClient.on("close", resolve));
    await new Promise((resolve) => slowClient.on("connect", resolve));
    // A body of 100 bytes of which one ever comes.
    slowClient.write("POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nx");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await closeGracefully(server, { cutAfterMs: 300 });
    await cut;
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
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
});

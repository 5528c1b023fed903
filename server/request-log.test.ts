import { afterEach, describe, expect, it, vi } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { logRequest, urlForLog } from "./request-log";

describe("urlForLog", () => {
  it("redacts a reset link's token and e-mail, a verification link's hash and signature, and the gate's access token", () => {
    expect(urlForLog("/reset-password?token=SoscuAL-x1&email=anna%40example.org")).toBe("/reset-password?token=redacted&email=redacted");
    expect(urlForLog("/verify?id=7&hash=ab12&expires=1790000000&signature=f00d")).toBe("/verify?id=7&hash=redacted&expires=1790000000&signature=redacted");
    expect(urlForLog("/?access=gate-secret&title=las")).toBe("/?access=redacted&title=las");
  });

  it("leaves a URL without secrets as it came", () => {
    for (const url of ["/", "/event/12?title=las+nauki&page=2", "/build/root-X.js", "/?organizator=Ogr%C3%B3d"]) expect(urlForLog(url)).toBe(url);
  });
});

describe("logRequest", () => {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it("logs the answered request with its secrets redacted", async () => {
    const app = express();
    app.use(logRequest);
    app.get("/reset-password", (_request, response) => void response.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/reset-password?token=live-token&email=a%40b.pl`)).text();
      await vi.waitFor(() => expect(log).toHaveBeenCalledTimes(1));
      expect(log.mock.calls[0][0]).toMatch(/^GET \/reset-password\?token=redacted&email=redacted 200 [\d.]+ms$/);
      expect(String(log.mock.calls[0][0])).not.toContain("live-token");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicFiles } from "./public-files";

const directory = mkdtempSync(join(tmpdir(), "public-files-"));
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let origin: string;

beforeAll(async () => {
  writeFileSync(join(directory, "robots.txt"), "User-agent: *\n");
  mkdirSync(join(directory, "build"));
  writeFileSync(join(directory, "build", "entry.js"), "console.log('the entry');\n");
  const app = express();
  app.use(publicFiles(directory));
  app.use((_request, response) => {
    response.status(404).send("the next answer");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("public's own files", () => {
  it("answers a file at public's top level by its path, cached for an hour, to GET and HEAD", async () => {
    const answer = await fetch(`${origin}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("User-agent: *\n");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${origin}/robots.txt`, { method: "HEAD" })).status).toBe(200);
  });

  it("passes every other request on without looking it up in the file system", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const path of ["/", "/event/1", "/build/entry.js"]) {
        const answer = await fetch(`${origin}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.text(), path).toBe("the next answer");
      }
      expect(stat).not.toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });
});

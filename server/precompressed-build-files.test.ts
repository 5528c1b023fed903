import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedBuildFiles } from "./precompressed-build-files";

const directory = mkdtempSync(join(tmpdir(), "build-files-"));
const script = "console.log('the entry');\n".repeat(20);
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let origin: string;

beforeAll(async () => {
  for (const name of ["entry.js", "gone.js"]) {
    writeFileSync(join(directory, name), script);
    writeFileSync(join(directory, `${name}.br`), brotliCompressSync(script));
    writeFileSync(join(directory, `${name}.gz`), gzipSync(script));
  }
  const app = express();
  app.use("/build", precompressedBuildFiles(directory));
  app.use((_request, response) => {
    response.status(404).type("html").send("<!DOCTYPE html><title>Not found</title>");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A build under the running server: the copies were listed at start, the files are gone now.
  for (const name of ["gone.js", "gone.js.br", "gone.js.gz"]) rmSync(join(directory, name));
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** fetch decodes what it is told is compressed; the raw header is what matters here. */
const headOf = async (path: string, acceptEncoding: string) => (await fetch(`${origin}${path}`, { headers: { "Accept-Encoding": acceptEncoding } })).headers;

describe("the build's files, compressed at build time", () => {
  it("answers the Brotli copy, else the gzip one, else the file, for a year", async () => {
    expect((await headOf("/build/entry.js", "gzip, deflate, br")).get("content-encoding")).toBe("br");
    expect((await headOf("/build/entry.js", "gzip, deflate")).get("content-encoding")).toBe("gzip");
    const plain = await headOf("/build/entry.js", "identity");
    expect(plain.get("content-encoding")).toBeNull();
    expect(plain.get("cache-control")).toContain("immutable");
  });

  it("lets a file gone since the start fall through to the next answer, which is not labelled Brotli", async () => {
    const answer = await fetch(`${origin}/build/gone.js`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-encoding")).toBeNull();
    expect(await answer.text()).toContain("Not found");
  });
});

import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageBrotliWindowBits, responseCompression } from "./response-compression";

/** A page the size of the event list's, streamed in pieces as Remix's adapter writes React's output. */
const pagePieces = Array.from({ length: 30 }, (_, index) => `<li>wydarzenie ${index}: ${"zażółć gęślą jaźń ".repeat(110)}</li>`);
const page = `<!DOCTYPE html><html lang="pl"><body><ul>${pagePieces.join("")}</ul></body></html>`;

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  app.get("/", async (_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8");
    response.write(`<!DOCTYPE html><html lang="pl"><body><ul>`);
    for (const piece of pagePieces) {
      await new Promise((resolve) => setImmediate(resolve));
      response.write(piece);
    }
    response.end(`</ul></body></html>`);
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A GET whose body is left as the server encoded it (fetch would decode it). */
function rawGet(acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/`, { headers: { "Accept-Encoding": acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ encoding: answer.headers["content-encoding"], body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/** The window a Brotli stream declares in its first bits (RFC 7932, section 9.1: WBITS). */
function brotliWindowBits(stream: Buffer): number {
  const first = stream[0];
  if ((first & 1) === 0) return 16;
  const wide = (first >> 1) & 7;
  if (wide !== 0) return 17 + wide;
  const narrow = (first >> 4) & 7;
  return narrow === 0 ? 17 : 8 + narrow;
}

describe("compression of the pages the server renders", () => {
  it("sends Brotli with a window that holds a whole page, not zlib's 4 MB default, and it decodes to the page", async () => {
    const answer = await rawGet("gzip, deflate, br");
    expect(answer.encoding).toBe("br");
    expect(brotliWindowBits(answer.body)).toBe(pageBrotliWindowBits);
    expect(2 ** pageBrotliWindowBits).toBeGreaterThan(Buffer.byteLength(page));
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(page);
  });

  it("sends gzip to a browser that does not take Brotli", async () => {
    const answer = await rawGet("gzip, deflate");
    expect(answer.encoding).toBe("gzip");
    expect(gunzipSync(answer.body).toString("utf8")).toBe(page);
  });
});

import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { preloadedScripts } from "../support/page-scripts";
import { e2ePortalUrl } from "./support/e2e-env";

/**
 * The build's scripts and stylesheets go out as compressed once at build time (scripts/finish-client-build.ts,
 * express-static-gzip in server.ts): the exact bytes of the `.br` or `.gz` copy the build wrote, by what the
 * browser accepts, instead of compressing them again for every request.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as the server encoded it (fetch and Playwright's request would decode it). */
function rawGet(path: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${e2ePortalUrl}${path}`, { headers: { "Accept-Encoding": acceptEncoding }, timeout: 5_000 }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on("error", reject);
    request.end();
  });
}

test("a page's scripts and stylesheet are the build's Brotli or gzip copies, by what the browser accepts", async () => {
  const html = (await rawGet("/", "identity")).body.toString("utf8");
  const buildFiles = [
    /<link rel="stylesheet" href="(\/build\/[^"]+\.css)"/.exec(html)?.[1],
    preloadedScripts(html).find((path) => /^\/build\/entry\.client-[^/]+\.js$/.test(path)),
  ];
  expect(buildFiles.every(Boolean), "the page links its stylesheet and entry script").toBe(true);

  for (const path of buildFiles as string[]) {
    const original = readFileSync(`public${path}`);
    for (const [acceptEncoding, encoding, copy, decode] of [
      ["gzip, deflate, br", "br", ".br", brotliDecompressSync],
      ["gzip, deflate", "gzip", ".gz", gunzipSync],
    ] as const) {
      const answer = await rawGet(path, acceptEncoding);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["content-encoding"], `${path} for ${acceptEncoding}`).toBe(encoding);
      expect(answer.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(answer.headers["cache-control"], path).toContain("immutable");
      expect(answer.body.equals(readFileSync(`public${path}${copy}`)), `${path}: the build's ${copy} copy`).toBe(true);
      expect(decode(answer.body).equals(original), `${path}: decodes to the file`).toBe(true);
    }
    const plain = await rawGet(path, "identity");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.body.equals(original), path).toBe(true);
  }
});

/**
 * The classic compiler stands an empty CommonJS module in for each `.server` module a route imports, and esbuild
 * keeps every such stand-in as a chunk the page preloads. patches/@remix-run+dev+*.patch marks them free of side
 * effects, so a route whose loader and action alone use them loads none.
 */
test("a page preloads no empty stand-in of a server module", async () => {
  for (const page of ["/", "/register"]) {
    const html = (await rawGet(page, "identity")).body.toString("utf8");
    const scripts = preloadedScripts(html);
    expect(scripts.length, `${page} preloads its scripts`).toBeGreaterThan(5);
    const standIns = scripts.filter((path) => /\.exports\s*=\s*\{\s*\}/.test(readFileSync(`public${path}`, "utf8")));
    expect(standIns, `${page}: scripts that carry an empty stand-in`).toEqual([]);
  }
});

test("a page from the page cache reaches the browser whole: gzip compressed once, this answer's nonce", async ({ page }) => {
  // A query of its own, so no other test's visit has stored this page.
  const path = "/?title=cached-page-check";
  await page.goto(path);
  // The gzip copy is made at the page's first hit, off the event loop; until it is there hits are Brotli.
  let hit = await page.goto(path);
  await expect.poll(async () => (hit = await page.goto(path))?.headers()["content-encoding"]).toBe("gzip");
  expect(hit?.headers()["x-page-cache"]).toBe("hit");
  // The CSP lets an inline script run only with this answer's nonce: this one marks the page as scripted.
  await expect(page.locator("html")).toHaveClass(/\bjs-enabled\b/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wydarzenia festiwalu");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

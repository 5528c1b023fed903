import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressWithGaps } from "./gzip-with-gaps";

const nonceAttribute = () => Buffer.from(`nonce="${randomBytes(16).toString("base64")}"`);

/** A page's parts around its nonce attributes: much repeated text, as HTML has, and a long tail past 32 KB. */
function pageParts(): Buffer[] {
  const card = (n: number) => `<li class="event-card"><h3>Warsztaty ${n}</h3><p>zażółć gęślą jaźń ${n % 7}</p></li>`;
  return [
    "<!DOCTYPE html><html><head><script ",
    ">document.documentElement.classList.add('js-enabled')</script></head><body><ul>",
    Array.from({ length: 600 }, (_, n) => card(n)).join(""),
    `></script><script type="module" `,
    `>import "/build/entry.client.js";</script><script `,
    `>window.__remixContext = ${JSON.stringify(Array.from({ length: 300 }, (_, n) => ({ id: n, name: `Warsztaty ${n}` })))}</script></body></html>`,
  ].map((part) => Buffer.from(part));
}

describe("compressWithGaps", () => {
  it("gives, for every filler, a gzip body that decodes to the parts joined by it", async () => {
    const parts = pageParts();
    const gzip = (await compressWithGaps(parts, nonceAttribute().length))!;
    for (let response = 0; response < 5; response++) {
      const filler = nonceAttribute();
      const body = gzip.withFillers(filler)!;
      expect(gunzipSync(body).equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part]))))).toBe(true);
    }
  });

  it("is about as small as compressing the whole page at once", async () => {
    const parts = pageParts();
    const filler = nonceAttribute();
    const whole = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part])));
    const spliced = (await compressWithGaps(parts, filler.length))!.withFillers(filler)!;
    // Each gap costs its stored block's 5 bytes; the parts still refer back across the gaps.
    expect(spliced.length).toBeLessThan(gzipSync(whole, { level: 9 }).length * 1.05);
  });

  it("stays exact when a part repeats what a filler of another response held", async () => {
    const earlier = nonceAttribute();
    const later = nonceAttribute();
    // The stored text quotes an earlier answer's filler; the gap then holds another one.
    const parts = [Buffer.from(`<p>${earlier.toString()}</p><script `), Buffer.from(`>${earlier.toString()}${later.toString()}</script>`)];
    const gzip = (await compressWithGaps(parts, earlier.length))!;
    for (const filler of [earlier, later]) {
      expect(gunzipSync(gzip.withFillers(filler)!).toString()).toBe(`${parts[0].toString()}${filler.toString()}${parts[1].toString()}`);
    }
  });

  it("handles a page that starts or ends with a gap, and a page without one", async () => {
    const filler = nonceAttribute();
    const edges = [Buffer.alloc(0), Buffer.from("<p>middle</p>"), Buffer.alloc(0)];
    expect(gunzipSync((await compressWithGaps(edges, filler.length))!.withFillers(filler)!).toString()).toBe(`${filler}<p>middle</p>${filler}`);
    const single = [Buffer.from("<p>no nonce here</p>")];
    expect(gunzipSync((await compressWithGaps(single, filler.length))!.withFillers(filler)!).toString()).toBe("<p>no nonce here</p>");
  });

  it("decodes exactly for pages of random text, length and nonce places", async () => {
    // A small alphabet makes back-references everywhere, across the gaps too; sizes reach past DEFLATE's window.
    let seed = 1;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const text = (length: number) => Buffer.from(Array.from({ length }, () => "<a nonce=\"x\">zażółć</a>"[random(22)]).join(""));
    for (let page = 0; page < 60; page++) {
      const parts = Array.from({ length: 1 + random(6) }, () => text(random(page % 10 === 0 ? 70_000 : 3_000)));
      const filler = nonceAttribute();
      const body = (await compressWithGaps(parts, filler.length))!.withFillers(filler)!;
      expect(gunzipSync(body).equals(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [filler, part]))))).toBe(true);
    }
  });

  it("refuses what it cannot splice: a part with a NUL byte, a filler of another length or with a NUL byte", async () => {
    expect(await compressWithGaps([Buffer.from("a\0b"), Buffer.from("c")], 4)).toBeUndefined();
    const gzip = (await compressWithGaps([Buffer.from("a"), Buffer.from("b")], 4))!;
    expect(gzip.withFillers(Buffer.from("12345"))).toBeUndefined();
    expect(gzip.withFillers(Buffer.from("1\0" + "34"))).toBeUndefined();
    expect(gunzipSync(gzip.withFillers(Buffer.from("1234"))!).toString()).toBe("a1234b");
  });
});

import { Suspense } from "react";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "./closing-tags-last.server";

/** Writes each piece as its own chunk and reads what comes out, and when. */
async function through(pieces: string[]) {
  const stream = closingTagsLast();
  const body = text(stream);
  const seenAfterEachWrite: string[] = [];
  let seen = "";
  stream.on("data", (chunk: Buffer) => (seen += chunk.toString("utf8")));
  for (const piece of pieces) {
    await new Promise<void>((resolve) => stream.write(Buffer.from(piece), () => resolve()));
    seenAfterEachWrite.push(seen);
  }
  stream.end();
  return { body: await body, seenAfterEachWrite };
}

describe("closingTagsLast", () => {
  it("moves what follows </body></html> inside the body, the closing tags last", async () => {
    const { body, seenAfterEachWrite } = await through([
      "<!DOCTYPE html><html><body><p>x</p></body></html>",
      "<script>data()</script>",
    ]);
    expect(body).toBe("<!DOCTYPE html><html><body><p>x</p><script>data()</script></body></html>");
    // Streaming goes on: each chunk passes as soon as it arrives.
    expect(seenAfterEachWrite).toEqual([
      "<!DOCTYPE html><html><body><p>x</p>",
      "<!DOCTYPE html><html><body><p>x</p><script>data()</script>",
    ]);
  });

  it("finds the closing tags cut between chunks", async () => {
    const { body } = await through(["<html><body>a</bo", "dy></ht", "ml>", "<script>b()</script>"]);
    expect(body).toBe("<html><body>a<script>b()</script></body></html>");
  });

  it("passes a stream without the closing tags through unchanged", async () => {
    const { body } = await through(["<p>no document</p>", "<p>and more</p>"]);
    expect(body).toBe("<p>no document</p><p>and more</p>");
  });

  it("puts a Suspense boundary that React finishes after the shell inside the body", async () => {
    let reveal!: () => void;
    const revealed = new Promise<void>((resolve) => (reveal = resolve));
    let done = false;
    function Late() {
      if (!done) throw revealed.then(() => (done = true));
      return <p>late</p>;
    }
    const page = (
      <html lang="pl">
        <body>
          <Suspense fallback={<p>wait</p>}>
            <Late />
          </Suspense>
        </body>
      </html>
    );
    const stream = closingTagsLast();
    const body = text(stream);
    const { pipe } = renderToPipeableStream(page, {
      onShellReady() {
        pipe(stream);
        reveal();
      },
    });
    const html = await body;
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</body></html>")).toBe(html.length - "</body></html>".length);
    expect(html).toContain("<p>late</p>");
  });
});

import { PassThrough, type Transform } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderBatches } from "./render-batches.server";

const rows = 1000;
const page = (
  <ul>
    {Array.from({ length: rows }, (_, index) => (
      <li key={index}>row {index}</li>
    ))}
  </ul>
);

function chunksOf(stream: Transform): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => stream.on("end", () => resolve(chunks)));
}

function render(destination: Transform): Promise<Buffer[]> {
  const chunks = chunksOf(destination);
  const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(destination) });
  return chunks;
}

describe("renderBatches", () => {
  it("passes on what React writes in one go as one chunk, byte for byte", async () => {
    const unbatched = await render(new PassThrough());
    expect(unbatched.length).toBeGreaterThan(1);
    const batched = await render(renderBatches());
    expect(batched).toHaveLength(1);
    expect(batched[0].equals(Buffer.concat(unbatched))).toBe(true);
  });

  it("sends what comes in a later turn as its own chunk, without waiting for the end", async () => {
    const stream = renderBatches();
    const received: string[] = [];
    stream.on("data", (chunk: Buffer) => received.push(chunk.toString()));
    stream.write("<p>shell");
    stream.write("</p>");
    await nextTurn();
    await nextTurn();
    expect(received).toEqual(["<p>shell</p>"]);
    const rest = chunksOf(stream);
    stream.end("<p>boundary</p>");
    await rest;
    expect(received).toEqual(["<p>shell</p>", "<p>boundary</p>"]);
  });
});

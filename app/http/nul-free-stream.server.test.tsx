import { PassThrough, type Transform } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { nulFreeStream } from "./nul-free-stream.server";

/** 4000 two-byte letters between tags: some of them meet the end of one of React's 2048-byte views. */
const letters = 2000;
const page = (
  <div>
    {Array.from({ length: letters }, (_, index) => (
      <b key={index} title="ę">
        ę
      </b>
    ))}
  </div>
);
const expectedHtml = `<div>${`<b title="ę">ę</b>`.repeat(letters)}</div>`;

function renderInto(destination: Transform): Promise<Buffer> {
  const chunks: Buffer[] = [];
  destination.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    destination.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(destination), onShellError: reject });
  });
}

describe("nulFreeStream", () => {
  it("gives the page React meant to write, where react-dom 18's own stream has NUL bytes", async () => {
    // If this first expectation fails, react-dom no longer has the bug and nulFreeStream can go.
    expect((await renderInto(new PassThrough())).includes(0)).toBe(true);
    const bytes = await renderInto(nulFreeStream());
    expect(bytes.includes(0)).toBe(false);
    expect(bytes.toString("utf8")).toBe(expectedHtml);
  });

  it("keeps a letter cut between two chunks whole", async () => {
    const stream = nulFreeStream();
    const body = text(stream);
    const letter = Buffer.from("ę");
    stream.write(Buffer.concat([Buffer.from("zobowiązuje si"), letter.subarray(0, 1)]));
    stream.write(Buffer.concat([letter.subarray(1), Buffer.from([0, 0]), Buffer.from(" do")]));
    stream.end(Buffer.from([0]));
    expect(await body).toBe("zobowiązuje się do");
  });

  it("drops zeros at a chunk's start, end and middle, alone and in runs, and passes a chunk of zeros as nothing", async () => {
    const stream = nulFreeStream();
    const body = stream.toArray();
    stream.write(Buffer.from([0, 0x61, 0, 0, 0, 0x62, 0x63, 0]));
    stream.write(Buffer.from([0, 0, 0]));
    stream.end(Buffer.from([0x64, 0, 0x65]));
    expect(Buffer.concat(await body).toString("latin1")).toBe("abcde");
  });
});

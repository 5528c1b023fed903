import { Transform } from "node:stream";

const closingTags = Buffer.from("</body></html>");

/**
 * The stream between React's renderer and the response that moves the document's `</body></html>` to its very end.
 *
 * Why: with single fetch, `<RemixServer>` renders the route data's `<script>`s (StreamTransfer) after the root
 * route's document, and React appends each Suspense boundary it finishes after the shell; both come after
 * `</html>`. Browsers parse them into the body anyway, but the document is not valid HTML ('Stray start tag
 * script', W3C Nu HTML Checker), which accessibility audits under EN 301 549 check (WCAG 2.1 4.1.1). Holding the
 * closing tags back until React ends the stream puts those scripts inside `<body>` without delaying anything:
 * every other byte passes through as soon as it arrives, only up to 13 bytes wait for the next chunk while the
 * tags may be cut between two chunks.
 *
 * The literal `</body></html>` is only ever React's closing tags: text is escaped (`&lt;`) and Remix and React
 * escape `<` inside their inline scripts, so no page content can match it.
 */
export function closingTagsLast(): Transform {
  let heldBack: Buffer = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (found) return callback(null, chunk);
      const bytes = heldBack.length > 0 ? Buffer.concat([heldBack, chunk]) : chunk;
      const at = bytes.indexOf(closingTags);
      if (at >= 0) {
        found = true;
        heldBack = Buffer.alloc(0);
        return callback(null, Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + closingTags.length)]));
      }
      // The tags may start in this chunk's last bytes: keep those until the next chunk says.
      const keep = Math.min(bytes.length, closingTags.length - 1);
      heldBack = bytes.subarray(bytes.length - keep);
      callback(null, bytes.subarray(0, bytes.length - keep));
    },
    flush(callback) {
      callback(null, found ? closingTags : heldBack);
    },
  });
}

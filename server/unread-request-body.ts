import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * How much of a body nobody read is still taken off the connection after the answer. A form the portal takes is
 * a few KiB (app/http/form-input.server.ts refuses more than 16 KiB, the event page's review 24 KiB); past this the client is sending far more
 * than any page of ours would, and the connection is closed instead (as the festival API's json-body.ts does).
 */
export const drainAfterAnswerBytes = 1024 * 1024;

/**
 * Keeps a keep-alive connection in step when the portal answers a request without reading its whole body: a POST
 * to a page without an action (Remix's 405), to no page (404), or any answer given before the body was read.
 *
 * Why: Remix's express adapter starts consuming every body into a web stream that pauses once 16 KiB wait
 * unread, and Node drains a finished request's body only if nothing ever consumed it. So a body left unread
 * stalls the connection: the client cannot finish sending it, and the next request on the connection waits
 * behind it (a fuzz run of the portal's actions found POSTs of a few hundred KiB hanging until they timed out).
 *
 * - A body of known length within `drainAfterAnswerBytes`: once the answer is out, the rest is read and
 *   dropped, and the connection stays open for the client's next request.
 * - A larger one, or one sent in chunks (of unknown length): the answer says `Connection: close`, so the client
 *   sends its next request on a new connection, and the rest is read (up to the same limit) until Node closes
 *   this one.
 */
export const drainUnreadRequestBody: RequestHandler = (request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingOverUnreadBody(this: ServerResponse, ...args: unknown[]) {
    if (bodyLeftUnread(request) && !drainsWithinLimit(request)) this.setHeader("Connection", "close");
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  response.once("finish", () => {
    if (bodyLeftUnread(request)) drainRest(request);
  });
  next();
};

/**
 * Whether some of the request's body is still to come. Node marks even a request without a body complete only
 * after its 'request' event: an answer given within that event (a page cache hit) would otherwise count a GET as a
 * body of unknown length and close its connection. A request has a body only with a Content-Length or a
 * Transfer-Encoding (RFC 9112 §6.3).
 */
function bodyLeftUnread(request: IncomingMessage): boolean {
  if (request.complete) return false;
  return request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;
}

function drainsWithinLimit(request: IncomingMessage): boolean {
  const declared = Number(request.headers["content-length"] ?? Number.NaN);
  return Number.isFinite(declared) && declared <= drainAfterAnswerBytes;
}

function drainRest(request: IncomingMessage) {
  // The answer is out: whatever consumed the body (Remix's stream) has no use for the rest of it.
  request.unpipe();
  for (const listener of request.listeners("data")) request.off("data", listener as (chunk: Buffer) => void);
  let left = drainAfterAnswerBytes;
  request.on("data", (chunk: Buffer) => {
    left -= chunk.byteLength;
    if (left < 0) request.socket.destroy();
  });
  request.resume();
}

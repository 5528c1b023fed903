import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The methods the Fetch standard forbids in a `Request` (building one throws) that reach a request listener: Node
 * hands CONNECT to the 'connect' event instead, and its parser refuses TRACK with a 400.
 */
const unfetchableMethods = new Set(["TRACE"]);

/**
 * Answers 405 to a request whose method no Fetch `Request` can carry, before a Fetch-based handler (Hono's node
 * server, Remix's express adapter) tries to build one and answers 500 with a stack trace in the log. Used by the
 * festival API's server and the portal's. Answers whether it answered.
 */
export function answerUnfetchableMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!unfetchableMethods.has(request.method ?? "")) return false;
  response.writeHead(405, { Allow: "GET, HEAD, POST, DELETE", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
  response.end("Method Not Allowed");
  return true;
}

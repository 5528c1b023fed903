import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";

/**
 * How long a client of the portal or the festival API has to send its request: its headers within 20 s, the whole
 * request within 30 s, or its connection closes with 408. Answers may take as long as they need while they move.
 * Node checks these limits only every `connectionsCheckingInterval` (30 s by default), which let a client sending a
 * byte every few seconds hold its connection some 50 s, and past a stop's grace (graceful-close.ts); checked every
 * second, they hold to the second.
 */
export const slowClientLimits = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;

/**
 * A connection on which nothing has moved either way for this long closes (for twice as long when an answer was
 * being written: Node gives a write under way a second period). Node's default is never: a client that stops
 * reading its answer (a window of a few bytes, or none) held its connection, and the answer's unsent bytes, for as
 * long as it liked. Every wait of the portal and the festival API is bounded far below it (the festival API's
 * timeout, the seat lock's and the pool's 5 s), and an idle kept-alive connection closes after 5 s anyway.
 */
export const stalledConnectionTimeoutMs = 60_000;

/** An HTTP server for `handler` with the slow-client limits above (or others, for tests). */
export function createServerWithClientLimits(
  handler: RequestListener,
  limits: ServerOptions = slowClientLimits,
  stalledAfterMs = stalledConnectionTimeoutMs,
): Server {
  // Without a "timeout" listener, Node destroys the socket when it fires.
  return createServer(limits, handler).setTimeout(stalledAfterMs);
}

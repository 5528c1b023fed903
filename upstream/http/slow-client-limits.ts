import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";

/**
 * How long a client of the portal or the festival API has to send its request: its headers within 20 s, the whole
 * request within 30 s, or its connection closes with 408. Answers may take as long as they need. Node checks these
 * limits only every `connectionsCheckingInterval` (30 s by default), which let a client sending a byte every few
 * seconds hold its connection some 50 s, and past a stop's grace (graceful-close.ts); checked every second, they
 * hold to the second.
 */
export const slowClientLimits = {
  headersTimeout: 20_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
} satisfies ServerOptions;

/** An HTTP server for `handler` with the slow-client limits above (or others, for tests). */
export function createServerWithClientLimits(handler: RequestListener, limits: ServerOptions = slowClientLimits): Server {
  return createServer(limits, handler);
}

import type { Server } from "node:http";

/** How often a closing server looks for connections that have gone idle since. */
const idleSweepMs = 50;

/**
 * How long a stop waits for the requests under way before cutting what is left: within Docker's 10 s between
 * SIGTERM and SIGKILL, with time left to close the database. What is left by then is a client still sending its
 * request a byte at a time, or an answer stuck past every call's timeout.
 */
export const stopGraceMs = 7_000;

/**
 * Stops a server as a deployment's stop should: no new connections; every request under way is answered; each
 * connection is closed as soon as it is idle (a keep-alive connection would otherwise stay open until the client
 * dropped it, and the close wait for it). Resolves once every connection is gone, cutting those still open after
 * `cutAfterMs`. Closing all connections at once instead cut the answers under way: a sign-up saved while its user
 * saw an error. Waiting with no end let one slow client hold the stop until the forced exit, and the database was
 * never closed.
 */
export function closeGracefully(server: Server, { cutAfterMs = stopGraceMs }: { cutAfterMs?: number } = {}): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    const cut = setTimeout(() => server.closeAllConnections(), cutAfterMs);
    server.close(() => {
      clearInterval(idleSweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

import type { Server } from "node:http";

/** How often a closing server looks for connections that have gone idle since. */
const idleSweepMs = 50;

/**
 * Stops a server as a deployment's stop should: no new connections; every request under way is answered; each
 * connection is closed as soon as it is idle (a keep-alive connection would otherwise stay open until the client
 * dropped it, and the close wait for it). Resolves once every connection is gone. Closing all connections at once
 * instead cut the answers under way: a sign-up saved while its user saw an error.
 */
export function closeGracefully(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const idleSweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
    server.close(() => {
      clearInterval(idleSweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

import type { AppLoadContext } from "@remix-run/node";
import { isIP } from "node:net";

/**
 * Who may read the outbox through the portal (ARCHITECTURE.md "Decisions": it holds live verification links, reset
 * links and SMS codes): only where OUTBOX_VIEW=1 is set explicitly (the `npm start` demo), and only a client on
 * this machine. `clientAddress` is express's `request.ip`, so behind a reverse proxy with TRUST_PROXY set it is
 * the visitor's address, not the proxy's.
 */
export function outboxServedTo(context: Pick<AppLoadContext, "config" | "clientAddress">): boolean {
  return context.config.outboxView && isLoopbackAddress(context.clientAddress);
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`), as Node reports dual-stack sockets. */
export function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.replace(/^::ffff:/i, "");
  if (isIP(ipv4) === 4) return ipv4.startsWith("127.");
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
}

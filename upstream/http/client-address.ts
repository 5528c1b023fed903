import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { FestivalEnv } from "./app-env";

function family(address: string): "ipv4" | "ipv6" | undefined {
  const version = isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
}

/** TRUSTED_PROXIES entries: single addresses or CIDR ranges, IPv4 or IPv6. */
export function trustedProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const kind = family(address);
    if (!kind) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or range`);
    if (prefix === undefined) list.addAddress(address, kind);
    else list.addSubnet(address, Number(prefix), kind);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const unmapped = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const kind = family(unmapped);
  return kind !== undefined && list.check(unmapped, kind);
}

/**
 * The portal calls on behalf of many visitors, so the client is the right-most X-Forwarded-For entry that
 * is not itself a trusted proxy; the header is ignored when the peer is not trusted (anyone can forge it).
 */
export function clientAddress(trusted: BlockList): MiddlewareHandler<FestivalEnv> {
  return async (c, next) => {
    let address = "unknown";
    try {
      address = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // Not served by @hono/node-server (app.request in a unit test): no socket, no peer address.
    }
    if (isTrusted(trusted, address)) {
      const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((hop) => hop.trim()).filter(Boolean);
      while (hops.length > 0) {
        const hop = hops.pop()!;
        if (!family(hop)) break;
        address = hop;
        if (!isTrusted(trusted, hop)) break;
      }
    }
    c.set("clientIp", address);
    await next();
  };
}

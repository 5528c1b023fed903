import type { PortalConfig } from "~/config/portal-config.server";

/** What server.ts hands every loader and action besides the request. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address, forwarded to the festival API so its throttles see people, not the portal. */
    clientAddress: string;
    /** Per-request CSP nonce for inline scripts. */
    cspNonce: string;
    /**
     * The front-access gate's verdict (server/front-access-gate.ts): `closed` when the request is one of the
     * few served while the gate is closed, so the shell hides its menus.
     */
    frontAccess: "open" | "closed";
    /**
     * The configuration server.ts parsed from the environment at start; `app/` builds its configured objects
     * (session storage, search client) from it, once per config object.
     */
    config: PortalConfig;
  }
}

export {};

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
  }
}

export {};

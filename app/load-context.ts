/** What server.ts hands every loader and action besides the request. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address, forwarded to the festival API so its throttles see people, not the portal. */
    clientAddress: string;
    /** Per-request CSP nonce for inline scripts. */
    cspNonce: string;
  }
}

export {};

import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** A fresh CSP nonce per response, for the inline scripts Remix and the pages render (`response.locals.cspNonce`). */
export const assignCspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Where images may come from: the portal, data and blob URLs, any https site (event images, the map's tiles),
 * and the map's tiles over plain http when MAP_TILE_URL says so (a tile server on the intranet, or in
 * development): its origin, with a `{s}` subdomain as `*`.
 */
export function imageSources(mapTileUrl?: string): string[] {
  const sources = ["'self'", "data:", "blob:", "https:"];
  const plainHttpOrigin = mapTileUrl && /^http:\/\/[^/?#]+/i.exec(mapTileUrl)?.[0];
  if (plainHttpOrigin) sources.push(plainHttpOrigin.replaceAll("{s}", "*"));
  return sources;
}

/**
 * ARCHITECTURE.md "Security baseline": CSP with the per-response nonce and no other inline script,
 * frame-ancestors none (and X-Frame-Options DENY), Referrer-Policy, nosniff (helmet's default), HSTS in production.
 */
export function securityHeaders({ production, mapTileUrl }: { production: boolean; mapTileUrl?: string }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_request, response) => `'nonce-${(response as Response).locals.cspNonce}'`],
        // Leaflet and React style props set inline styles; scripts stay nonce-only.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": imageSources(mapTileUrl),
        "connect-src": ["'self'", ...(production ? [] : ["ws:"])],
        "frame-ancestors": ["'none'"],
        "upgrade-insecure-requests": null,
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // frame-ancestors 'none' for the browsers that read only the older header: helmet's default is SAMEORIGIN.
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
}

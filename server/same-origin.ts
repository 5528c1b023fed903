import type { RequestHandler } from "express";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection besides the SameSite=Lax session cookie (ARCHITECTURE.md "Security baseline"): a state-changing
 * request that names an Origin must come from this site. Requests without Origin (old browsers, scripts
 * without cookies) are left to SameSite.
 */
export const requireSameOrigin: RequestHandler = (request, response, next) => {
  const origin = request.get("origin");
  if (safeMethods.has(request.method) || !origin) return next();
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = "";
  }
  const host = request.get("x-forwarded-host") && request.app.get("trust proxy") ? request.get("x-forwarded-host") : request.get("host");
  if (originHost && originHost === host) return next();
  response.status(403).type("text/plain").send("Cross-site request refused");
};

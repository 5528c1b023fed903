import type { RequestHandler } from "express";
import { frontAccessCookie, frontAccessDecision, readGateConfig, soonPath } from "../app/front-access-gate.server";

/** The language switch and the other preferences must keep working on /soon itself. */
const openToEveryone = "/preferences/";

/**
 * The front-access gate for requests that change something. Pages are gated in the root loader, but a POST runs
 * its action before any loader, so with the gate closed a crafted POST (a login, a sign-up) would still go
 * through; here it is sent to /soon instead, and its action never runs.
 */
export function frontAccessForActions(): RequestHandler {
  const config = readGateConfig();
  if (!config.enabled) return (_request, _response, next) => next();
  return async (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD" || request.path.startsWith(openToEveryone)) return next();
    const url = new URL(request.originalUrl, "http://portal.invalid");
    const accessDigest: unknown = await frontAccessCookie.parse(request.headers.cookie ?? null);
    if (frontAccessDecision(url, accessDigest, config, new Date()).kind === "pass") return next();
    response.redirect(303, soonPath);
  };
}

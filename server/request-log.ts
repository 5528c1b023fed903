import type { RequestHandler } from "express";

/**
 * Query parameters whose values are secrets or personal data: a password-reset link's `token` (live for an hour:
 * whoever reads it can set the password) and `email` (whose account it is), an e-mail verification link's `hash`
 * and `signature`, and the front-access gate's `access` (GATE_TOKEN). A request log is read by more people, and
 * kept longer, than any of them should be.
 */
const secretParameters = ["token", "email", "hash", "signature", "access"];

/** The request's URL as the log shows it: the values of secret or personal query parameters replaced by `redacted`. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const secrets = secretParameters.filter((name) => query.has(name));
  if (secrets.length === 0) return url;
  for (const name of secrets) query.set(name, "redacted");
  return `${url.slice(0, queryStart)}?${query}`;
}

/** One line per answered request: method, URL (secrets and personal data redacted), status and time taken. */
export const logRequest: RequestHandler = (request, response, next) => {
  const started = performance.now();
  response.on("finish", () => {
    const duration = (performance.now() - started).toFixed(1);
    console.log(`${request.method} ${urlForLog(request.originalUrl)} ${response.statusCode} ${duration}ms`);
  });
  next();
};

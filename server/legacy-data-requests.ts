import type { RequestHandler } from "express";

/**
 * `?_data=` requests are Remix's data requests from before single fetch, which no page of this portal makes. Remix
 * still answers them, and logs a warning with a stack trace for each, so anyone could fill the log with a loop of
 * them; they are answered 404 before Remix sees them.
 */
export const refuseLegacyDataRequests: RequestHandler = (request, response, next) => {
  // Every request passes here: the address is parsed only when it could hold the parameter.
  if (!request.originalUrl.includes("_data") || !new URL(request.originalUrl, "http://portal").searchParams.has("_data")) {
    next();
    return;
  }
  response.status(404).type("text/plain").send("Not found");
};

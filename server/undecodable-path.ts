import type { ErrorRequestHandler } from "express";

/**
 * A path whose percent-escapes decode to no text (`/event/%E0%A4/favourite`, a lone surrogate's bytes) cannot be
 * routed: express throws a URIError while matching it. It is the client's mistake, so the answer is a plain 400,
 * without the stack trace express's default handler would log for every such request.
 */
export const refuseUndecodablePaths: ErrorRequestHandler = (error, _request, response, next) => {
  if (!(error instanceof URIError) || response.headersSent) return next(error);
  response.status(400).type("text/plain").send("Bad Request");
};

import type { ErrorRequestHandler, RequestHandler } from "express";
import { bilingualPage } from "./bilingual-page";

/** What a path that cannot be read answers, in both languages with the way back to the list. */
const page = bilingualPage({
  title: "Nieprawidłowy adres",
  polish: "Tego adresu nie da się odczytać: zawiera znaki zakodowane niepoprawnie.",
  english: "This address cannot be read: some of its characters are not encoded correctly.",
});

/**
 * A path whose percent-escapes decode to no text (`/%`, `/event/%E0%A4/favourite`, a lone surrogate's bytes) cannot
 * be routed: express throws a URIError while matching it. It is the client's mistake, so the answer is a 400 with
 * the page above, without the stack trace express's default handler would log for every such request.
 */
export const refuseUndecodablePaths: ErrorRequestHandler = (error, _request, response, next) => {
  if (!(error instanceof URIError) || response.headersSent) return next(error);
  response.status(400).type("html").send(page);
};

/**
 * Sends a request whose path cannot be decoded straight to the handler above, before any middleware reads the
 * path (the static files' middleware would answer its own plain-text 400).
 */
export const passOnUndecodablePaths: RequestHandler = (request, _response, next) => {
  try {
    decodeURIComponent(request.path);
  } catch (error) {
    return next(error);
  }
  next();
};

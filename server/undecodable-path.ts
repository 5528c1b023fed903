import type { ErrorRequestHandler, RequestHandler } from "express";

/**
 * What a path that cannot be read answers: a small page in both languages with the way back to the list, as
 * any other page of the portal would offer (its security headers are set already; it carries no script).
 */
const page = `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nieprawidłowy adres – Bałtycki Festiwal Nauki</title>
</head>
<body>
<main>
<h1>Nieprawidłowy adres</h1>
<p>Tego adresu nie da się odczytać: zawiera znaki zakodowane niepoprawnie.</p>
<p><a href="/">Wróć do listy wydarzeń</a></p>
<div lang="en">
<p>This address cannot be read: some of its characters are not encoded correctly.</p>
<p><a href="/">Back to the event list</a></p>
</div>
</main>
</body>
</html>
`;

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

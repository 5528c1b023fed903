import type { RequestHandler } from "express";
import { bilingualPage } from "./bilingual-page";

/** What a request without an address the portal can read answers, in both languages with the way back to the list. */
const page = bilingualPage({
  title: "Nieprawidłowe żądanie",
  polish: "Tego żądania nie da się odczytać: nie wskazuje strony tego serwisu.",
  english: "This request cannot be read: it names no page of this site.",
});

/**
 * Makes every request one whose address Remix's adapter can build, `protocol://host` and the path, which otherwise
 * throws and answers 500:
 * - a target in absolute form (`GET http://host/path`, valid HTTP/1.1, as some proxies send it) is read as its path;
 * - a target that is no path (`OPTIONS *`), or a Host header that is missing or no host name (`a b`, `xn--zz`),
 *   is the client's mistake: a 400, before the middleware after it reads the request.
 */
export const readRequestTarget: RequestHandler = (request, response, next) => {
  if (!request.url.startsWith("/")) {
    const target = URL.canParse(request.url) ? new URL(request.url) : undefined;
    if (target?.protocol !== "http:" && target?.protocol !== "https:") {
      response.status(400).type("html").send(page);
      return;
    }
    request.url = request.originalUrl = `${target.pathname}${target.search}`;
  }
  if (!request.hostname || !URL.canParse(`http://${request.hostname}/`)) {
    response.status(400).type("html").send(page);
    return;
  }
  next();
};

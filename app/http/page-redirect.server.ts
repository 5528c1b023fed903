import { redirect, replace } from "@remix-run/node";

/**
 * A guard's redirect, leaving the history as a browser without JS does: a page's own GET that is sent elsewhere (the
 * login page once signed in, a panel page once signed out, a verify step once done) takes that page's place in
 * the history, as an HTTP redirect does, so Back goes past it. Remix's client otherwise adds the target after it,
 * and each Back reached the guarded page and was sent forward again, for ever. An action's redirect (a POST)
 * adds its page, as the browser does. A link's or a GET form's navigation has made no entry yet when its loader
 * sends it elsewhere: there the router pushes the target (patches/@remix-run+router+1.23.3.patch), where REPLACE
 * overwrote the page the link was on.
 */
export function pageRedirect(request: Request, to: string, init?: ResponseInit): Response {
  return request.method === "GET" || request.method === "HEAD" ? replace(to, init) : redirect(to, init);
}

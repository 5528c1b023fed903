import type { RequestHandler } from "express";
import { bilingualPage } from "./bilingual-page";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a state-changing request says about where it comes from. */
export interface RequestProvenance {
  method: string;
  /** The `Origin` header, if sent. */
  origin: string | undefined;
  /** The `Sec-Fetch-Site` header (Fetch Metadata), if sent. */
  fetchSite: string | undefined;
  /** The host the portal is reached at (`Host`, or `X-Forwarded-Host` behind a trusted proxy). */
  host: string | undefined;
}

/**
 * CSRF protection besides the SameSite=Lax session cookie (ARCHITECTURE.md "Security baseline"): is this request
 * one of the portal's own pages may send? Every method but GET/HEAD/OPTIONS is checked, for documents and `.data`
 * requests alike.
 *
 * - With an `Origin` (every current browser sends it with a POST), it must be the portal's own; `Origin: null`
 *   (a sandboxed frame, a cross-origin redirect) is refused too.
 * - Without one, a browser that sends Fetch Metadata says where the request comes from: `same-origin` and `none`
 *   (the user's own navigation) pass; `cross-site` is refused, and so is `same-site`, since no other origin of
 *   the site has any business posting here and a sibling subdomain may be someone else's.
 * - With neither header the request passes: a browser too old to send either (before Chrome 76, Firefox 90,
 *   Safari 16.4 for Fetch Metadata; Origin on POST is far older) is left to the SameSite cookie, and a client that
 *   is no browser carries no visitor's cookies to abuse. Refusing it would lock those visitors out of every form
 *   without stopping any attack a browser can make.
 */
export function isSameOriginRequest({ method, origin, fetchSite, host }: RequestProvenance): boolean {
  if (safeMethods.has(method)) return true;
  if (origin !== undefined) return originHost(origin) === host && host !== undefined;
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  return true;
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined;
  }
}

export const requireSameOrigin: RequestHandler = (request, response, next) => {
  const forwardedHost = request.app.get("trust proxy") ? request.get("x-forwarded-host") : undefined;
  const provenance = {
    method: request.method,
    origin: request.get("origin"),
    fetchSite: request.get("sec-fetch-site")?.toLowerCase(),
    host: forwardedHost ?? request.get("host"),
  };
  if (isSameOriginRequest(provenance)) return next();
  response.status(403).type("html").send(crossSiteRefusal);
};

/** A form sent from another site (or a page that names none) is refused, in both languages. */
const crossSiteRefusal = bilingualPage({
  title: "Odrzucony formularz",
  polish: "Ten formularz nie został wysłany ze stron serwisu, więc nie został przyjęty. Otwórz stronę serwisu i wyślij go stamtąd.",
  english: "This form was not sent from the site's own pages, so it was not accepted. Open the site's page and send it from there.",
});

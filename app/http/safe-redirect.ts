import { loginPath } from "~/account/account-paths";

/**
 * Every redirect target taken from a request must be a same-site relative path (ARCHITECTURE.md "Sessions and
 * auth"): anything else (an absolute URL, `//host`, `/\host`, a scheme) would make the portal an open redirect.
 * The result keeps the path and the query, never a fragment or another origin.
 */
const probeOrigin = "http://same-site.invalid";

export function sameSiteRedirectTarget(candidate: unknown, fallback = "/"): string {
  if (typeof candidate !== "string" || !candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  // Browsers treat a backslash like a slash and drop tabs and newlines, so "/\evil.example" is protocol-relative.
  if ([...candidate].some((character) => character === "\\" || character.charCodeAt(0) < 0x20)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  // Resolving dot segments can make a protocol-relative path of a harmless one: "/.//evil.example" is "//evil.example".
  const target = `${url.pathname}${url.search}`;
  return target.startsWith("//") ? fallback : target;
}

/** Query parameters Remix adds to its own data requests (`/path.data?_routes=…`), never part of a page's address. */
const remixDataParameters = ["_routes", "_data"];

/**
 * The page a request is for, as a same-site path with its query: where a page view returns after a 401 or a
 * login. A single-fetch data request arrives with `.data` already stripped; its `_routes` is dropped here.
 */
export function currentPathOf(request: Request): string {
  const url = new URL(request.url);
  // Deleting re-encodes the whole query, so only a query that holds one of them is rewritten.
  for (const name of remixDataParameters) if (url.searchParams.has(name)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The login page's query parameter naming the page to return to after logging in. */
const returnParameter = "redirectTo";

/** The login page that returns to `path` afterwards (a same-site path the portal built, never the request's). */
export function loginReturningTo(path: string): string {
  return `${loginPath}?${returnParameter}=${encodeURIComponent(path)}`;
}

/**
 * The page a login was asked to return to (the request's `redirectTo`, as loginReturningTo writes it) if it is a
 * same-site path, else `fallback`.
 */
export function requestedReturnPath(request: Request, fallback: string): string {
  return sameSiteRedirectTarget(new URL(request.url).searchParams.get(returnParameter), fallback);
}

/**
 * The page a form was sent from, by its `Referer`, as a same-site path; `fallback` when the header is missing,
 * unparsable (`http://[::1`, `:::`) or names another origin.
 */
export function refererReturnPath(request: Request, fallback: string): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return fallback;
  }
  if (from.origin !== new URL(request.url).origin) return fallback;
  return sameSiteRedirectTarget(`${from.pathname}${from.search}`, fallback);
}

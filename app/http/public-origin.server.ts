import type { PortalConfig } from "~/config/portal-config.server";

/**
 * The origin of the portal's absolute URLs (canonical links, link previews, structured data, calendar entries, the
 * accessibility statement's address): PUBLIC_URL's, else the request's. The request's alone made them `http://`
 * behind a TLS proxy without TRUST_PROXY, and gave every alias the portal answers on (the bare IP, `www.`) canonical
 * links of its own.
 */
export function publicOriginOf(request: Request, config: Pick<PortalConfig, "publicOrigin">): string {
  return config.publicOrigin ?? new URL(request.url).origin;
}

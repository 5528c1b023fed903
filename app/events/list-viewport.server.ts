import type { IncomingHttpHeaders } from "node:http";
import { parse as parseCookieHeader } from "cookie";
import { viewportWidthCookie } from "~/events/list-viewport";
import { pageSizeForViewport } from "~/events/pagination";
import { FILTER_PANEL_BREAKPOINT_PX } from "~/spec-constants";

/**
 * What the window's width decides about the event list (spec §9): how many events a page holds and whether the
 * filter panel starts open. The server learns the width from the Sec-CH-Viewport-Width client hint or the `vw`
 * cookie that every page writes (ARCHITECTURE.md "Search, list and caching"); with neither it
 * uses 12 and a closed panel. The list page's loader and the anonymous page cache's key both read it here, so a
 * cached page is never served to a window it was not rendered for.
 */
export interface ListViewport {
  pageSize: number;
  /** Whether the request told the width; without it the page size is the default, a guess. */
  widthKnown: boolean;
  filterPanelOpen: boolean;
  /**
   * Whether the answer sends Critical-CH, so that Chromium retries a first request that lacked the width hint and
   * page 1 and page 2 of a first visit agree on the size. Not for a phone (Sec-CH-UA-Mobile: ?1, which Chromium
   * sends with every request): no phone is wider than 1024 CSS px, so its page size is the default either way and
   * the retry would only cost it a round trip, on the slowest networks.
   */
  widthHintCritical: boolean;
}

/** A request's headers as a loader (the Fetch API) or the Node server (server/anonymous-page-cache.ts) has them. */
export type RequestHeaders = Headers | IncomingHttpHeaders;

export function listViewportOf(headers: RequestHeaders): ListViewport {
  const width = viewportWidthOf(headers);
  return {
    pageSize: pageSizeForViewport(width),
    widthKnown: width !== undefined,
    filterPanelOpen: width !== undefined && width > FILTER_PANEL_BREAKPOINT_PX,
    widthHintCritical: headerOf(headers, "sec-ch-viewport-width") === undefined && headerOf(headers, "sec-ch-ua-mobile") !== "?1",
  };
}

/** The viewport width a request tells: the client hint first (it is current), then the cookie. */
export function viewportWidthOf(headers: RequestHeaders): number | undefined {
  const cookieHeader = headerOf(headers, "cookie");
  return parseWidth(headerOf(headers, "sec-ch-viewport-width")) ?? parseWidth(cookieHeader && parseCookieHeader(cookieHeader)[viewportWidthCookie]);
}

function parseWidth(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const width = Number(text.trim());
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

function headerOf(headers: RequestHeaders, lowerCaseName: string): string | undefined {
  if (headers instanceof Headers) return headers.get(lowerCaseName) ?? undefined;
  const value = headers[lowerCaseName];
  return typeof value === "string" ? value : undefined;
}

import {
  FILTER_PANEL_BREAKPOINT_PX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MEDIUM,
  PAGE_SIZE_MEDIUM_FROM_PX,
  PAGE_SIZE_WIDE,
  PAGE_SIZE_WIDE_FROM_PX,
} from "~/spec-constants";

/**
 * What the window's width decides about the event list (spec §9): how many events a page holds and whether the
 * filter panel starts open. The server learns the width from the Sec-CH-Viewport-Width client hint or the `vw`
 * cookie that the list page's inline script writes (ARCHITECTURE.md "Search, list and caching"); with neither it
 * uses 12 and a closed panel. The list page's loader and the anonymous page cache's key both read it here, so a
 * cached page is never served to a window it was not rendered for.
 */
export interface ListViewport {
  pageSize: number;
  filterPanelOpen: boolean;
  /**
   * Whether the answer sends Critical-CH, so that Chromium retries a first request that lacked the width hint and
   * page 1 and page 2 of a first visit agree on the size. Not for a phone (Sec-CH-UA-Mobile: ?1, which Chromium
   * sends with every request): no phone is wider than 1024 CSS px, so its page size is the default either way and
   * the retry would only cost it a round trip, on the slowest networks.
   */
  widthHintCritical: boolean;
}

export const viewportWidthCookie = "vw";

export function listViewportOf(headers: Headers): ListViewport {
  const width = viewportWidthOf(headers);
  return {
    pageSize: pageSizeForViewport(width),
    filterPanelOpen: width !== undefined && width > FILTER_PANEL_BREAKPOINT_PX,
    widthHintCritical: !headers.has("Sec-CH-Viewport-Width") && headers.get("Sec-CH-UA-Mobile") !== "?1",
  };
}

export function pageSizeForViewport(width: number | undefined): number {
  if (width === undefined) return PAGE_SIZE_DEFAULT;
  if (width > PAGE_SIZE_WIDE_FROM_PX) return PAGE_SIZE_WIDE;
  if (width > PAGE_SIZE_MEDIUM_FROM_PX) return PAGE_SIZE_MEDIUM;
  return PAGE_SIZE_DEFAULT;
}

function parseWidth(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const width = Number(text.trim());
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The viewport width a request tells: the client hint first (it is current), then the cookie. */
export function viewportWidthOf(headers: Headers): number | undefined {
  return parseWidth(headers.get("Sec-CH-Viewport-Width")) ?? parseWidth(cookieValue(headers.get("Cookie"), viewportWidthCookie));
}

/**
 * The inline script of the list page: it records the window width for the next request, so a page size that
 * did not fit is right from the second page on. One year, site-wide, readable by the server only as a hint.
 */
export const rememberViewportWidthScript = `document.cookie="${viewportWidthCookie}="+Math.round(window.innerWidth)+";path=/;max-age=31536000;samesite=lax"`;

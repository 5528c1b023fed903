import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MEDIUM,
  PAGE_SIZE_MEDIUM_FROM_PX,
  PAGE_SIZE_WIDE,
  PAGE_SIZE_WIDE_FROM_PX,
  VISIBLE_PAGE_LINKS,
} from "~/spec-constants";

/** Spec §9: how many events a page of the list holds in a window this wide; with no width known, 12. */
export function pageSizeForViewport(width: number | undefined): number {
  if (width === undefined) return PAGE_SIZE_DEFAULT;
  if (width > PAGE_SIZE_WIDE_FROM_PX) return PAGE_SIZE_WIDE;
  if (width > PAGE_SIZE_MEDIUM_FROM_PX) return PAGE_SIZE_MEDIUM;
  return PAGE_SIZE_DEFAULT;
}

export interface PageSlice<T> {
  items: T[];
  /** The page shown, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  total: number;
}

/** One page of a list; a page past the end shows the last page rather than an empty one. */
export function slicePage<T>(items: readonly T[], requestedPage: number, pageSize: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage)), pageCount);
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageCount, total: items.length };
}

/**
 * The page numbers to link: a window of `VISIBLE_PAGE_LINKS` around the current page (one before it when
 * possible), shifted to stay inside 1..pageCount.
 */
export function visiblePages(page: number, pageCount: number, count = VISIBLE_PAGE_LINKS): number[] {
  const first = Math.max(1, Math.min(page - 1, pageCount - count + 1));
  const last = Math.min(pageCount, first + count - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

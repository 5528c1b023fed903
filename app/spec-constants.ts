/**
 * The portal's business constants of spec §9, each once, named as the spec names them. The festival API's
 * own limits (participants, password, SMS code, birth year, rating) are in contract/limits.ts.
 */

/** Events per page: 16 when the window is wider than 1600 px, 9 when wider than 1024 px, otherwise 12. */
export const PAGE_SIZE_WIDE = 16;
export const PAGE_SIZE_WIDE_FROM_PX = 1600;
export const PAGE_SIZE_MEDIUM = 9;
export const PAGE_SIZE_MEDIUM_FROM_PX = 1024;
export const PAGE_SIZE_DEFAULT = 12;
/** Pagination shows 4 visible pages. */
export const VISIBLE_PAGE_LINKS = 4;

/** The filter panel sits beside the list above 1200 px (its 300 px width lives in events.css). */
export const FILTER_PANEL_BREAKPOINT_PX = 1200;

/** Typing in the search box submits it 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Success and error messages show for 5 s. */
export const MESSAGE_DISPLAY_MS = 5_000;

/** The organiser map: centred on the Tricity coast at zoom 11; its script load retries 3 times. */
export const MAP_CENTRE: [latitude: number, longitude: number] = [54.45, 18.6];
export const MAP_ZOOM = 11;
export const MAP_LOAD_RETRIES = 3;

/** Lightbox: zoom step .12, max 3, min .1, swipe tolerance 50 px. */
export const LIGHTBOX_ZOOM_STEP = 0.12;
export const LIGHTBOX_MAX_ZOOM = 3;
export const LIGHTBOX_MIN_ZOOM = 0.1;
export const LIGHTBOX_SWIPE_TOLERANCE_PX = 50;

/** Spec §9 "Lightbox: zoom step .12, max 3, min .1, swipe tolerance 50px". */
export const lightboxZoomStep = 0.12;
export const lightboxMaxZoom = 3;
export const lightboxMinZoom = 0.1;
export const lightboxSwipeTolerancePx = 50;

/** A mostly horizontal drag of at least the tolerance moves to the next (leftwards) or previous image. */
export function swipeDirection(dx: number, dy: number, tolerance = lightboxSwipeTolerancePx): "next" | "previous" | undefined {
  if (Math.abs(dx) < tolerance || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? "next" : "previous";
}

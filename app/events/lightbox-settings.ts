import { LIGHTBOX_SWIPE_TOLERANCE_PX } from "~/spec-constants";


/** A mostly horizontal drag of at least the tolerance moves to the next (leftwards) or previous image. */
export function swipeDirection(dx: number, dy: number, tolerance = LIGHTBOX_SWIPE_TOLERANCE_PX): "next" | "previous" | undefined {
  if (Math.abs(dx) < tolerance || Math.abs(dx) <= Math.abs(dy)) return undefined;
  return dx < 0 ? "next" : "previous";
}

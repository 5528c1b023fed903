import { describe, expect, it } from "vitest";
import { swipeDirection } from "./lightbox-settings";

describe("swipeDirection (spec §9: 50 px tolerance)", () => {
  it("ignores drags shorter than 50 px", () => {
    expect(swipeDirection(49, 0)).toBeUndefined();
    expect(swipeDirection(-49, 0)).toBeUndefined();
  });

  it("moves to the next image on a leftward drag and back on a rightward one", () => {
    expect(swipeDirection(-50, 0)).toBe("next");
    expect(swipeDirection(80, 10)).toBe("previous");
  });

  it("ignores mostly vertical drags", () => {
    expect(swipeDirection(-60, 90)).toBeUndefined();
  });
});

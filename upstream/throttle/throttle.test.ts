import { describe, expect, it } from "vitest";
import { secondsUntilWithinLimit } from "./throttle";

const window = { windowSeconds: 900, limit: 10 };

describe("secondsUntilWithinLimit (a sliding window's estimate)", () => {
  it("lets attempts through while this window's and the previous window's weighted share stay within the limit", () => {
    expect(secondsUntilWithinLimit({ ...window, hits: 10, previous_hits: 0, since_window_start: 5 })).toBe(0);
    // Half of the previous window is still within the last 900 s: 8 + 4 / 2 = 10.
    expect(secondsUntilWithinLimit({ ...window, hits: 8, previous_hits: 4, since_window_start: 450 })).toBe(0);
  });

  it("refuses the eleventh attempt just after a window's end that the ten before it would let through", () => {
    // Ten attempts in the last second of the previous window, the eleventh one second into this one.
    const wait = secondsUntilWithinLimit({ ...window, hits: 1, previous_hits: 10, since_window_start: 1 });
    expect(wait).toBeCloseTo(900 * (1 - 8 / 10) - 1);
    // Once waited, the next attempt brings the estimate to the limit: 1 + 1 + 10 * (1 - (1 + wait) / 900) = 10.
    expect(2 + 10 * (1 - (1 + wait) / 900)).toBeCloseTo(10);
  });

  it("makes a window over the limit by itself wait for its own share to fade out of the next window", () => {
    const wait = secondsUntilWithinLimit({ ...window, hits: 20, previous_hits: 0, since_window_start: 100 });
    // The rest of this window, then until the next attempt plus this window's share is 10: 1 + 20 * (1 - u / 900).
    expect(wait).toBeCloseTo(800 + 900 * (1 - 9 / 20));
  });
});

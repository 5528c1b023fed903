import { describe, expect, it } from "vitest";
import { formatWarsawTimeRange } from "./warsaw-time";

describe("formatWarsawTimeRange", () => {
  it("says it in English too, for the confirmations' English part", () => {
    expect(formatWarsawTimeRange(new Date("2026-09-12T08:00:00Z"), new Date("2026-09-12T10:00:00Z"), "en")).toBe("Saturday, 12 September 2026, 10:00–12:00");
  });

  it("writes the day once for an event within one Warsaw day, in Warsaw time", () => {
    expect(formatWarsawTimeRange(new Date("2026-09-12T08:00:00Z"), new Date("2026-09-12T10:00:00Z"))).toBe("sobota, 12 września 2026, 10:00–12:00");
  });

  it("writes both days when the event ends on another day, also across the winter offset", () => {
    expect(formatWarsawTimeRange(new Date("2026-12-01T22:30:00Z"), new Date("2026-12-02T00:30:00Z"))).toBe(
      "wtorek, 1 grudnia 2026, 23:30 – środa, 2 grudnia 2026, 01:30",
    );
  });
});

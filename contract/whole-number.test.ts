import { describe, expect, it } from "vitest";
import { positiveWholeNumberOf } from "./whole-number";

describe("positiveWholeNumberOf", () => {
  it("reads decimal digits up to its maximum", () => {
    expect(positiveWholeNumberOf("42")).toBe(42);
    expect(positiveWholeNumberOf("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    expect(positiveWholeNumberOf("2147483647", 2_147_483_647)).toBe(2_147_483_647);
    expect(positiveWholeNumberOf("2147483648", 2_147_483_647)).toBeUndefined();
  });

  it.each([undefined, null, "", "0", "-3", "+3", "03", " 3", "3 ", "1.5", "2.0", "1e2", "0x64", "Infinity", "9007199254740992", "99999999999999999"])(
    "is undefined for %j",
    (text) => expect(positiveWholeNumberOf(text)).toBeUndefined(),
  );
});

import { describe, expect, it } from "vitest";
import { formatPrice } from "./price";

describe("formatPrice", () => {
  it("writes whole amounts without decimals and others with two, in the language's separators, PLN unbroken from them", () => {
    expect(formatPrice(45, "pl-PL")).toBe("45\u00a0PLN");
    expect(formatPrice(45.5, "pl-PL")).toBe("45,50\u00a0PLN");
    expect(formatPrice(45.5, "en-GB")).toBe("45.50\u00a0PLN");
    expect(formatPrice(12.345, "pl-PL")).toBe("12,35\u00a0PLN");
  });
});

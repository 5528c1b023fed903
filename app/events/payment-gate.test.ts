import { describe, expect, it } from "vitest";
import { securePaymentGateOf } from "~/events/payment-gate";

describe("securePaymentGateOf", () => {
  it("links an https payment gate", () => {
    expect(securePaymentGateOf({ payment_gate: "https://pay.example.org/e/1" })).toBe("https://pay.example.org/e/1");
  });

  it.each([null, "", "http://pay.example.org/e/1", "javascript:alert(1)", "/relative/path", "not a url"])("links nowhere for %j", (gate) => {
    expect(securePaymentGateOf({ payment_gate: gate })).toBeNull();
  });
});

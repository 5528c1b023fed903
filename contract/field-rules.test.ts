import { describe, expect, it } from "vitest";
import { serverMessages } from "./errors";
import { fieldErrorCodes, fieldRuleMessages } from "./field-rules";

describe("field rules", () => {
  it("word every rule differently from every other rule and server message, so a message names one code", () => {
    const messages = [...Object.values(fieldRuleMessages), ...Object.values(serverMessages)];
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("give each message its code, and `invalid` to wording that is not ours", () => {
    expect(
      fieldErrorCodes({
        phone: [fieldRuleMessages.phone_invalid, serverMessages.phone_taken],
        body: ["Invalid input: expected object, received array"],
      }),
    ).toEqual({ phone: ["phone_invalid", "phone_taken"], body: ["invalid"] });
  });
});

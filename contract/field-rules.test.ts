import { describe, expect, it } from "vitest";
import { serverMessages } from "./errors";
import { fieldErrorCodes, fieldRuleMessages } from "./field-rules";
import { registerPayloadSchema } from "./user";

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

describe("the payloads' passwords (the festival API's side)", () => {
  const payload = { name: "Jan Kowalski", email: "jan@example.org", phone: "+48501234567", age: 1990, city: "Gdańsk", password: "haslo-testowe", password_confirmation: "haslo-testowe" };
  const fieldsWithIssues = (changes: Record<string, unknown>) => {
    const parsed = registerPayloadSchema.safeParse({ ...payload, ...changes });
    return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))];
  };

  it("says they differ only when both are typed: an empty one is only required, the confirmation too", () => {
    expect(fieldsWithIssues({ password_confirmation: "inne-haslo" })).toEqual(["password_confirmation"]);
    expect(fieldsWithIssues({ password: "" })).toEqual(["password"]);
    const withoutConfirmation = registerPayloadSchema.safeParse({ ...payload, password_confirmation: "" });
    expect(withoutConfirmation.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["password_confirmation", fieldRuleMessages.required]]);
  });
});

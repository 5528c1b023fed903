import { describe, expect, it } from "vitest";
import { apiErrorSchema, serverMessages, validationErrorSchema } from "../../contract/errors";
import { fieldRuleMessages, type FieldErrorCode } from "../../contract/field-rules";
import { REVIEW_CONTENT_MAX_LENGTH } from "../../contract/limits";
import { apiPaths } from "../../contract/paths";
import { call, freshClientIp, useTestApi } from "./support/test-api";
import { registerAndFollowLink, registrationPayload } from "./support/newcomer";
import { createUser, FIXTURE_PASSWORD, type FixtureUser } from "../support/festival-fixtures";
import { loggableError, SQLSTATE } from "../../upstream/db/database";

const api = useTestApi("contract_error_answers");

function retryAfterOf(answer: { headers: Headers }): number {
  const header = answer.headers.get("retry-after");
  expect(header).toMatch(/^\d+$/);
  return Number(header);
}

describe("429 answers carry Retry-After", () => {
  it("a throttle says how long its window still refuses", async () => {
    const email = `throttled-${Date.now()}@example.org`;
    let answer;
    for (let n = 0; n < 11; n++) answer = await call(api, "POST", apiPaths.passwordRemind(), { body: { email } });
    expect(answer).toMatchObject({ status: 429, body: { code: "too_many_requests" } });
    const seconds = retryAfterOf(answer!);
    expect(seconds).toBeGreaterThanOrEqual(1);
    // A sliding window: the rest of this 15-minute window, then until the next attempt plus these eleven's fading
    // share is within the ten (15 minutes × (1 - 9 / 11)).
    expect(seconds).toBeLessThanOrEqual(Math.ceil(15 * 60 * (1 + 2 / 11)));
  });

  it("a too-early SMS resend says when the minute is over; exhausted attempts say when a new code can come", async () => {
    const { payload, token, code } = await registerAndFollowLink(api);
    const tooSoon = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: payload.phone } });
    expect(tooSoon).toMatchObject({ status: 429, body: { code: "sms_resend_too_soon" } });
    expect(retryAfterOf(tooSoon)).toBeGreaterThanOrEqual(1);
    expect(retryAfterOf(tooSoon)).toBeLessThanOrEqual(60);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: wrong, phone: payload.phone } });
    }
    const exhausted = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code, phone: payload.phone } });
    expect(exhausted).toMatchObject({ status: 429, body: { code: "sms_attempts_exceeded", error_codes: { code: ["sms_attempts_exceeded"] } } });
    expect(retryAfterOf(exhausted)).toBeLessThanOrEqual(60);
  });
});

describe("422 answers carry error_codes beside errors", () => {
  let verified: FixtureUser;
  let phoneUnverified: FixtureUser;
  const token = (who: "verified" | "phoneUnverified") => (who === "verified" ? verified : phoneUnverified).token;

  // Every field rule of every form: [form, field, code, path, body, caller].
  const cases: [string, string, FieldErrorCode, () => string, Record<string, unknown>, "verified" | "phoneUnverified" | undefined][] = [
    ["register", "name", "required", apiPaths.register, registrationPayload({ name: undefined }), undefined],
    ["register", "name", "name_too_long", apiPaths.register, registrationPayload({ name: "x".repeat(121) }), undefined],
    ["register", "email", "email_invalid", apiPaths.register, registrationPayload({ email: "nie-email" }), undefined],
    ["register", "email", "email_too_long", apiPaths.register, registrationPayload({ email: `${"x".repeat(250)}@example.org` }), undefined],
    ["register", "phone", "phone_invalid", apiPaths.register, registrationPayload({ phone: "+48 123" }), undefined],
    ["register", "phone", "phone_too_long", apiPaths.register, registrationPayload({ phone: "+48 501 234 567 12345" }), undefined],
    ["register", "password", "password_too_short", apiPaths.register, registrationPayload({ password: "krotkie", password_confirmation: "krotkie" }), undefined],
    ["register", "password", "password_too_long", apiPaths.register, registrationPayload({ password: "x".repeat(201), password_confirmation: "x".repeat(201) }), undefined],
    ["register", "password_confirmation", "passwords_mismatch", apiPaths.register, registrationPayload({ password_confirmation: "inne-haslo" }), undefined],
    ["register", "city", "required", apiPaths.register, registrationPayload({ city: "" }), undefined],
    ["register", "city", "city_too_long", apiPaths.register, registrationPayload({ city: "x".repeat(121) }), undefined],
    ["register", "age", "birth_year_not_number", apiPaths.register, registrationPayload({ age: "rok" }), undefined],
    // Only digits or a JSON number: not what Number() also reads, nor a list.
    ["register", "age", "birth_year_not_number", apiPaths.register, registrationPayload({ age: "0x7C6" }), undefined],
    ["register", "age", "birth_year_not_number", apiPaths.register, registrationPayload({ age: [1990] }), undefined],
    ["register", "age", "required", apiPaths.register, registrationPayload({ age: "" }), undefined],
    ["change data", "age", "required", apiPaths.changeData, { name: "Jan Nowak", city: "Gdynia", age: null }, "verified"],
    ["register", "age", "birth_year_not_integer", apiPaths.register, registrationPayload({ age: 1990.5 }), undefined],
    ["register", "age", "birth_year_too_early", apiPaths.register, registrationPayload({ age: 1899 }), undefined],
    ["register", "age", "birth_year_in_future", apiPaths.register, registrationPayload({ age: new Date().getFullYear() + 1 }), undefined],
    ["login", "password", "required", apiPaths.login, { email: "jan@example.org" }, undefined],
    ["login", "email", "email_invalid", apiPaths.login, { email: "jan@", password: "x" }, undefined],
    ["reset", "token", "required", apiPaths.passwordReset, { email: "jan@example.org", token: "", password: "nowe-haslo", password_confirmation: "nowe-haslo" }, undefined],
    ["reset", "token", "invalid_reset_token", apiPaths.passwordReset, { email: "jan@example.org", token: "t".repeat(201), password: "nowe-haslo", password_confirmation: "nowe-haslo" }, undefined],
    ["reset", "password_confirmation", "passwords_mismatch", apiPaths.passwordReset, { email: "jan@example.org", token: "abc", password: "nowe-haslo", password_confirmation: "inne-haslo" }, undefined],
    ["change password", "old_password", "required", apiPaths.passwordChange, { password: "nowe-haslo", password_confirmation: "nowe-haslo" }, "verified"],
    ["change password", "password", "password_too_short", apiPaths.passwordChange, { old_password: "x", password: "krotkie", password_confirmation: "krotkie" }, "verified"],
    ["verify-phone", "code", "sms_code_format", apiPaths.verifyPhone, { code: "12345", phone: "+48600100200" }, "phoneUnverified"],
    ["verify-phone", "phone", "phone_invalid", apiPaths.verifyPhone, { code: "123456", phone: "600100200" }, "phoneUnverified"],
    ["participant name", "name", "participant_name_required", () => apiPaths.participants(1), { name: "" }, "verified"],
    ["participant name", "name", "name_has_digits", () => apiPaths.participants(1), { name: "Jan 2" }, "verified"],
    ["participant name", "name", "name_needs_surname", () => apiPaths.participants(1), { name: "Jan" }, "verified"],
    ["participant name", "name", "name_too_long", () => apiPaths.participants(1), { name: `Jan ${"x".repeat(120)}` }, "verified"],
    ["review", "rating", "rating_out_of_range", () => apiPaths.reviews(1), { rating: 6 }, "verified"],
    ["review", "rating", "rating_not_integer", () => apiPaths.reviews(1), { rating: 4.5 }, "verified"],
    ["review", "content", "review_not_text", () => apiPaths.reviews(1), { content: 5 }, "verified"],
    ["review", "content", "review_too_long", () => apiPaths.reviews(1), { content: "x".repeat(REVIEW_CONTENT_MAX_LENGTH + 1) }, "verified"],
    // U+0000, which PostgreSQL cannot store: refused as input in any text, never a database error.
    ["register", "name", "text_invalid_character", apiPaths.register, registrationPayload({ name: "Jan\u0000 Nowak" }), undefined],
    ["change data", "city", "text_invalid_character", apiPaths.changeData, { name: "Jan Nowak", city: "Gdy\u0000nia", age: 1990 }, "verified"],
    ["participant name", "name", "text_invalid_character", () => apiPaths.participants(1), { name: "Ala\u0000 Kot" }, "verified"],
    ["review", "content", "text_invalid_character", () => apiPaths.reviews(1), { rating: 4, content: "a\u0000b" }, "verified"],
    // Half of a UTF-16 pair, which would be saved as U+FFFD; a whole pair (an emoji) is a character like any other.
    ["register", "city", "text_invalid_character", apiPaths.register, registrationPayload({ city: "Gdynia \ud83d" }), undefined],
    ["review", "content", "text_invalid_character", () => apiPaths.reviews(1), { rating: 4, content: "\udc00 świetne" }, "verified"],
  ];

  it.each(cases)("%s: %s → %s", async (_form, field, code, path, body, caller) => {
    verified ??= await createUser(api.db);
    phoneUnverified ??= await createUser(api.db, { email: true, phone: false });
    const answer = await call(api, "POST", path(), { body, token: caller && token(caller) });
    expect(answer.status).toBe(422);
    const error = validationErrorSchema.parse(answer.body);
    const messageOf = { ...serverMessages, ...fieldRuleMessages } as Record<string, string>;
    expect(error.errors[field][0]).toBe(messageOf[code]);
    expect(error.error_codes?.[field][0]).toBe(code);
  });

  it("keeps a whole UTF-16 pair (an emoji) as it was sent", async () => {
    const user = await createUser(api.db);
    const city = "Gdynia \u{1f30a}";
    expect((await call(api, "POST", apiPaths.changeData(), { token: user.token, body: { name: "Jan Nowak", city, age: 1990 } })).status).toBe(200);
    const [saved] = await api.db.query<{ city: string }>("SELECT city FROM users WHERE id = $1", [user.id]);
    expect(saved.city).toBe(city);
  });

  it("says the passwords differ in the same answer as another field's mistake", async () => {
    const answer = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ phone: "+48", password_confirmation: "inne-haslo" }) });
    expect(validationErrorSchema.parse(answer.body).error_codes).toEqual({ phone: ["phone_invalid"], password_confirmation: ["passwords_mismatch"] });
  });

  it("codes the rules only the server can check too", async () => {
    const user = await createUser(api.db);
    const taken = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: user.email }) });
    expect(taken.body).toMatchObject({ errors: { email: [serverMessages.email_taken] }, error_codes: { email: ["email_taken"] } });
    const wrongOld = await call(api, "POST", apiPaths.passwordChange(), {
      token: user.token,
      body: { old_password: `${FIXTURE_PASSWORD}x`, password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" },
    });
    expect(wrongOld.body).toMatchObject({ error_codes: { old_password: ["wrong_password"] } });
    const badToken = await call(api, "POST", apiPaths.passwordReset(), {
      ip: freshClientIp(),
      body: { email: user.email, token: "nie-ten", password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" },
    });
    expect(badToken.body).toMatchObject({ error_codes: { token: ["invalid_reset_token"] } });
  });

  it("is optional: an answer with messages only, as another server sends it, still parses", () => {
    expect(apiErrorSchema.parse({ message: "Błąd", errors: { email: ["Błąd"] } }).error_codes).toBeUndefined();
  });
});

describe("an unexpected database error, as the 500's log line shows it", () => {
  it("keeps where the statement failed, and none of the row's values", async () => {
    const insert = "INSERT INTO people (email) VALUES ($1)";
    const error: unknown = await api.db
      .transaction(async (tx) => {
        await tx.exec("CREATE TEMPORARY TABLE people (email text CONSTRAINT people_email_key UNIQUE) ON COMMIT DROP");
        await tx.query(insert, ["jan.kowalski@example.org"]);
        await tx.query(insert, ["jan.kowalski@example.org"]);
      })
      .catch((thrown: unknown) => thrown);
    // Either driver's error repeats the value in PostgreSQL's detail; PGlite's also carries the query's parameters.
    expect(error).toMatchObject({ detail: expect.stringContaining("jan.kowalski") });

    const logged = String(loggableError(error));
    expect(logged).not.toContain("jan.kowalski");
    expect(logged).toContain("duplicate key value violates unique constraint");
    expect(logged).toContain(`code: ${SQLSTATE.uniqueViolation}; table: people; constraint: people_email_key`);
  });

  it("leaves out the value a data exception's message quotes", async () => {
    const error: unknown = await api.db.query("SELECT $1::integer", ["+48 600 100 200"]).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ message: expect.stringContaining("600 100 200") });
    const logged = String(loggableError(error));
    expect(logged).not.toContain("600 100");
    expect(logged).toContain('invalid input syntax for type integer: "…"');
    expect(logged).toContain("code: 22P02");
  });

  it("leaves any other error as it is, for its stack and fields", () => {
    const error = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    expect(loggableError(error)).toBe(error);
  });
});

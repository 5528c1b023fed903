import { describe, expect, it } from "vitest";
import { messageResponseSchema } from "../../contract/common";
import { serverMessages } from "../../contract/errors";
import { apiPaths } from "../../contract/paths";
import { authResponseSchema, userResponseSchema } from "../../contract/user";
import { call, freshClientIp, useTestApi } from "./support/test-api";
import { createUser, FIXTURE_PASSWORD, latestOutboxMessage, TEST_PASSWORD_HASH_COST } from "../support/festival-fixtures";
import { smsCodeIn, verificationQuery } from "../support/outbox-messages";
import { registerAndFollowLink, registrationPayload as registration } from "./support/newcomer";

const api = useTestApi("contract_accounts");

/** The scrypt N a stored password hash was made with: the festival API's `passwordHashCost`, as a power of two. */
async function storedHashN(email: string): Promise<number> {
  const [stored] = await api.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = $1", [email]);
  return Number(stored.password_hash.split("$")[1]);
}

describe("register", () => {
  it("creates an unverified account with a capitalised name and queues the signed e-mail link", async () => {
    const payload = registration();
    const answer = await call(api, "POST", apiPaths.register(), { body: payload });
    expect(answer.status).toBe(201);
    expect(userResponseSchema.parse(answer.body).data).toMatchObject({
      name: "Jan Kowalski-Nowak",
      email: payload.email,
      email_verified: false,
      phone_verified: false,
    });
    const email = await latestOutboxMessage(api.db, payload.email, "email");
    expect(email.body).toMatch(/\/verify\?id=\d+&hash=[0-9a-f]{40}&expires=\d+&signature=[0-9a-f]{64}/);
    const [stored] = await api.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE email = $1", [payload.email]);
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(payload.password);
    expect(await storedHashN(payload.email)).toBe(2 ** TEST_PASSWORD_HASH_COST);
  });

  it.each([
    ["email", { email: "nie-email" }],
    ["phone", { phone: "48123456789" }],
    ["phone", { phone: "+4812345678" }],
    ["password", { password: "krotkie", password_confirmation: "krotkie" }],
    ["password_confirmation", { password_confirmation: "inne-haslo" }],
    ["age", { age: 1899 }],
    ["age", { age: new Date().getFullYear() + 1 }],
    ["age", { age: "rok" }],
    ["name", { name: "" }],
    ["city", { city: undefined }],
  ])("refuses an invalid %s with 422 and the field's errors", async (field, overrides) => {
    const answer = await call(api, "POST", apiPaths.register(), { body: registration(overrides) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field][0]).toEqual(expect.any(String));
  });

  it("refuses a used e-mail and a used phone with their messages", async () => {
    const first = registration();
    await call(api, "POST", apiPaths.register(), { body: first });
    const sameEmail = await call(api, "POST", apiPaths.register(), { body: registration({ email: first.email.toUpperCase() }) });
    expect(sameEmail.status).toBe(422);
    expect(sameEmail.body.errors.email).toEqual([serverMessages.email_taken]);
    const samePhone = await call(api, "POST", apiPaths.register(), { body: registration({ phone: first.phone }) });
    expect(samePhone.body.errors.phone).toEqual([serverMessages.phone_taken]);
    // Both used: both said at once, the e-mail's code first.
    const both = await call(api, "POST", apiPaths.register(), { body: registration({ email: first.email, phone: first.phone }) });
    expect(both).toMatchObject({
      status: 422,
      body: {
        code: "email_taken",
        errors: { email: [serverMessages.email_taken], phone: [serverMessages.phone_taken] },
        error_codes: { email: ["email_taken"], phone: ["phone_taken"] },
      },
    });
  });
});

describe("e-mail and SMS verification", () => {
  it("a valid link verifies the e-mail and logs in; the SMS code then verifies the phone", async () => {
    const { payload, token, code } = await registerAndFollowLink(api);
    const profile = await call(api, "GET", apiPaths.profile(), { token });
    expect(userResponseSchema.parse(profile.body).data).toMatchObject({ email_verified: true, phone_verified: false });
    const verified = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code, phone: payload.phone } });
    expect(verified.status).toBe(200);
    expect(userResponseSchema.parse(verified.body).data.phone_verified).toBe(true);
  });

  it("refuses a tampered, expired or incomplete link", async () => {
    const payload = registration();
    await call(api, "POST", apiPaths.register(), { body: payload });
    const query = new URLSearchParams(verificationQuery((await latestOutboxMessage(api.db, payload.email, "email")).body));
    const tampered = new URLSearchParams(query);
    tampered.set("expires", String(Number(query.get("expires")) + 3600));
    expect((await call(api, "GET", `${apiPaths.verifyEmail()}?${tampered}`)).body.code).toBe("invalid_verification_link");
    const otherUser = new URLSearchParams(query);
    otherUser.set("id", String(Number(query.get("id")) - 1));
    expect((await call(api, "GET", `${apiPaths.verifyEmail()}?${otherUser}`)).status).toBe(403);
    const withoutSignature = new URLSearchParams(query);
    withoutSignature.delete("signature");
    expect((await call(api, "GET", `${apiPaths.verifyEmail()}?${withoutSignature}`)).status).toBe(403);
    expect((await call(api, "GET", `${apiPaths.verifyEmail()}?hash=${query.get("hash")}`)).status).toBe(422);
  });

  it("counts wrong SMS codes: after five, even the right code is refused until a new one is sent", async () => {
    const { payload, token, code } = await registerAndFollowLink(api);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: wrong, phone: payload.phone } });
      expect(answer).toMatchObject({ status: 422, body: { code: "invalid_sms_code" } });
    }
    const refused = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code, phone: payload.phone } });
    expect(refused).toMatchObject({ status: 429, body: { code: "sms_attempts_exceeded" } });
    // A new code, a minute later, starts its own count.
    await api.db.query("UPDATE sms_codes SET sent_at = now() - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [payload.email]);
    expect((await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: payload.phone } })).status).toBe(200);
    const fresh = smsCodeIn((await latestOutboxMessage(api.db, payload.phone, "sms")).body);
    expect((await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: fresh, phone: payload.phone } })).status).toBe(200);
  });

  it("gives an SMS code 10 minutes, as its message says, and a password reset link 60", async () => {
    const { payload } = await registerAndFollowLink(api);
    const minutesLeft = async (table: "sms_codes" | "password_resets") =>
      (
        await api.db.query<{ minutes: number }>(
          `SELECT extract(epoch FROM expires_at - now())::float8 / 60 AS minutes FROM ${table} WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
          [payload.email],
        )
      )[0].minutes;
    expect(await minutesLeft("sms_codes")).toBeCloseTo(10, 0);
    expect((await latestOutboxMessage(api.db, payload.phone, "sms")).body).toContain("10 min");
    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: payload.email }, ip: freshClientIp() });
    expect(await minutesLeft("password_resets")).toBeCloseTo(60, 0);
  });

  it("refuses an expired SMS code and a resend within a minute; a later resend sends a new code", async () => {
    const { payload, token, code } = await registerAndFollowLink(api);
    const tooSoon = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: payload.phone } });
    expect(tooSoon).toMatchObject({ status: 429, body: { code: "sms_resend_too_soon" } });
    await api.db.query(
      "UPDATE sms_codes SET expires_at = now() - interval '1 second', sent_at = now() - interval '61 seconds' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [payload.email],
    );
    const expired = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code, phone: payload.phone } });
    expect(expired).toMatchObject({ status: 422, body: { code: "sms_code_expired" } });
    expect((await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: payload.phone } })).status).toBe(200);
    const fresh = smsCodeIn((await latestOutboxMessage(api.db, payload.phone, "sms")).body);
    const verified = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: fresh, phone: payload.phone } });
    expect(verified.status).toBe(200);
  });

  it("answers resend of the e-mail the same for known and unknown addresses, and sends a verified one nothing", async () => {
    const { payload } = await registerAndFollowLink(api);
    const [{ count: emailsBefore }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM outbox WHERE recipient = $1", [payload.email]);
    const known = await call(api, "POST", apiPaths.verifyEmailResend(), { body: { email: payload.email } });
    const [{ count: emailsAfter }] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM outbox WHERE recipient = $1", [payload.email]);
    expect(emailsAfter).toBe(emailsBefore);
    const unknown = await call(api, "POST", apiPaths.verifyEmailResend(), { body: { email: "nikt@example.org" } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });
});

describe("login, access and logout", () => {
  it("logs in with the right password only, with the contract's answers", async () => {
    const user = await createUser(api.db);
    const ok = await call(api, "POST", apiPaths.login(), { body: { email: user.email, password: FIXTURE_PASSWORD } });
    expect(authResponseSchema.parse(ok.body).data.email).toBe(user.email);
    const wrong = await call(api, "POST", apiPaths.login(), { body: { email: user.email, password: "zle-haslo-1" } });
    expect(wrong).toMatchObject({ status: 401, body: { message: serverMessages.invalid_credentials } });
    const unknown = await call(api, "POST", apiPaths.login(), { body: { email: "brak@example.org", password: "zle-haslo-1" } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("answers 401 without a valid token and 403 with the spec's messages for unverified accounts", async () => {
    expect((await call(api, "GET", apiPaths.profile())).status).toBe(401);
    expect((await call(api, "GET", apiPaths.profile(), { token: "nie-ma-takiego" })).status).toBe(401);
    const noEmail = await createUser(api.db, { email: false, phone: false });
    const noPhone = await createUser(api.db, { email: true, phone: false });
    for (const [path, method] of [
      [apiPaths.subscribe(1), "POST"],
      [apiPaths.participants(1), "GET"],
      [apiPaths.favourite(1), "POST"],
      [apiPaths.reviews(1), "GET"],
      [apiPaths.favourites(), "GET"],
    ] as const) {
      expect((await call(api, method, path, { token: noEmail.token })).body).toMatchObject({ message: serverMessages.email_not_verified });
      const phoneAnswer = await call(api, method, path, { token: noPhone.token });
      expect(phoneAnswer).toMatchObject({ status: 403, body: { message: serverMessages.phone_not_verified } });
    }
    expect((await call(api, "GET", apiPaths.profile(), { token: noEmail.token })).status).toBe(403);
    expect((await call(api, "GET", apiPaths.profile(), { token: noPhone.token })).status).toBe(200);
  });

  it("logout revokes the token, and only it: the user's other devices stay signed in", async () => {
    const user = await createUser(api.db);
    const otherDevice = authResponseSchema.parse((await call(api, "POST", apiPaths.login(), { body: { email: user.email, password: FIXTURE_PASSWORD } })).body).token;
    messageResponseSchema.parse((await call(api, "GET", apiPaths.logout(), { token: user.token })).body);
    expect((await call(api, "GET", apiPaths.profile(), { token: user.token })).status).toBe(401);
    expect((await call(api, "GET", apiPaths.profile(), { token: otherDevice })).status).toBe(200);
  });

  it("refuses a token that is no longer live on the public calls too, so the client learns its session ended", async () => {
    const user = await createUser(api.db);
    const publicCalls = [apiPaths.events("pl"), apiPaths.event(1)];
    for (const path of publicCalls) expect((await call(api, "GET", path, { token: user.token })).status, path).toBe(200);
    await call(api, "GET", apiPaths.logout(), { token: user.token });
    for (const path of publicCalls) {
      for (const token of [user.token, "nie-ma-takiego", "two words"]) {
        expect(await call(api, "GET", path, { token }), `${path} with "${token}"`).toMatchObject({
          status: 401,
          body: { message: serverMessages.unauthenticated, code: "unauthenticated" },
        });
      }
      // Without a token the same calls answer as to any visitor.
      expect((await call(api, "GET", path)).status, path).toBe(200);
    }
  });
});

describe("profile and passwords", () => {
  it("changes name, city and birth year but never e-mail or phone", async () => {
    const user = await createUser(api.db);
    const answer = await call(api, "POST", apiPaths.changeData(), {
      token: user.token,
      body: { name: "ewa nowak", city: "Sopot", age: 1985, email: "inny@example.org", phone: "+48999999999" },
    });
    expect(userResponseSchema.parse(answer.body).data).toMatchObject({ name: "Ewa Nowak", city: "Sopot", age: 1985, email: user.email, phone: user.phone });
  });

  it("changes the password with the current one and signs out other sessions", async () => {
    const user = await createUser(api.db);
    const other = authResponseSchema.parse((await call(api, "POST", apiPaths.login(), { body: { email: user.email, password: FIXTURE_PASSWORD } })).body);
    const body = { old_password: "zle-haslo-1", password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" };
    const wrongOld = await call(api, "POST", apiPaths.passwordChange(), { token: user.token, body });
    expect(wrongOld.body.errors.old_password).toEqual([serverMessages.wrong_password]);
    const mismatch = await call(api, "POST", apiPaths.passwordChange(), { token: user.token, body: { ...body, old_password: FIXTURE_PASSWORD, password_confirmation: "inne-haslo-1" } });
    expect(mismatch.status).toBe(422);
    const changed = await call(api, "POST", apiPaths.passwordChange(), { token: user.token, body: { ...body, old_password: FIXTURE_PASSWORD } });
    expect(changed.status).toBe(200);
    expect((await call(api, "GET", apiPaths.profile(), { token: user.token })).status).toBe(200);
    expect((await call(api, "GET", apiPaths.profile(), { token: other.token })).status).toBe(401);
    expect((await call(api, "POST", apiPaths.login(), { body: { email: user.email, password: "nowe-haslo-1" } })).status).toBe(200);
    expect(await storedHashN(user.email)).toBe(2 ** TEST_PASSWORD_HASH_COST);
  });

  it("remind answers the same for unknown e-mails; the reset link works once and logs in", async () => {
    const user = await createUser(api.db);
    const known = await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email } });
    const unknown = await call(api, "POST", apiPaths.passwordRemind(), { body: { email: "nieznany@example.org" } });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: 200, body: known.body });
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await latestOutboxMessage(api.db, user.email, "email")).body)![0]);
    const token = link.searchParams.get("token")!;
    const [stored] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM password_resets WHERE token_hash = $1", [token]);
    expect(stored.count).toBe(0);
    const body = { email: user.email, token, password: "zresetowane1", password_confirmation: "zresetowane1" };
    const reset = await call(api, "POST", apiPaths.passwordReset(), { body });
    expect(authResponseSchema.parse(reset.body).data.email).toBe(user.email);
    expect(await storedHashN(user.email)).toBe(2 ** TEST_PASSWORD_HASH_COST);
    expect((await call(api, "GET", apiPaths.profile(), { token: user.token })).status).toBe(401);
    const again = await call(api, "POST", apiPaths.passwordReset(), { body });
    expect(again).toMatchObject({ status: 422, body: { code: "invalid_reset_token" } });
  });

  it("a reset or a password change voids the account's other reset links", async () => {
    const user = await createUser(api.db);
    const resetLink = async () => {
      await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email }, ip: freshClientIp() });
      return new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await latestOutboxMessage(api.db, user.email, "email")).body)![0]).searchParams.get("token")!;
    };
    const resetWith = (token: string, password: string) =>
      call(api, "POST", apiPaths.passwordReset(), { body: { email: user.email, token, password, password_confirmation: password }, ip: freshClientIp() });

    const older = await resetLink();
    const newer = await resetLink();
    const session = authResponseSchema.parse((await resetWith(newer, "zresetowane1")).body);
    expect(await resetWith(older, "przejete-1")).toMatchObject({ status: 422, body: { code: "invalid_reset_token" } });

    const beforeChange = await resetLink();
    const changed = await call(api, "POST", apiPaths.passwordChange(), {
      token: session.token,
      body: { old_password: "zresetowane1", password: "zmienione-1", password_confirmation: "zmienione-1" },
    });
    expect(changed.status).toBe(200);
    expect(await resetWith(beforeChange, "przejete-1")).toMatchObject({ status: 422, body: { code: "invalid_reset_token" } });
    expect((await call(api, "GET", apiPaths.profile(), { token: session.token })).status).toBe(200);
  });

  it("a reset confirms the e-mail it came to, so the account does not ask to verify it again", async () => {
    const user = await createUser(api.db, { email: false, phone: true });
    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email }, ip: freshClientIp() });
    const token = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await latestOutboxMessage(api.db, user.email, "email")).body)![0]).searchParams.get("token")!;
    const reset = await call(api, "POST", apiPaths.passwordReset(), { body: { email: user.email, token, password: "zresetowane1", password_confirmation: "zresetowane1" } });
    expect(authResponseSchema.parse(reset.body).data.email_verified).toBe(true);
  });

  it("refuses a reset token older than 60 minutes", async () => {
    const user = await createUser(api.db);
    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email }, ip: freshClientIp() });
    const token = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await latestOutboxMessage(api.db, user.email, "email")).body)![0]).searchParams.get("token")!;
    await api.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const answer = await call(api, "POST", apiPaths.passwordReset(), { body: { email: user.email, token, password: "zresetowane1", password_confirmation: "zresetowane1" } });
    expect(answer.status).toBe(422);
  });
});

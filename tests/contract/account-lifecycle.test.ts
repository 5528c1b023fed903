import { describe, expect, it } from "vitest";
import { messageResponseSchema } from "../../contract/common";
import { serverMessages } from "../../contract/errors";
import { apiPaths } from "../../contract/paths";
import { userResponseSchema } from "../../contract/user";
import { sweepAccounts } from "../../upstream/accounts/account-sweeper";
import { defaultFestivalSettings } from "../../upstream/config";
import type { Queryable } from "../../upstream/index";
import { call, freshClientIp, startTestApi, useTestApi } from "./support/test-api";
import { smsCodeIn, verificationQuery } from "../support/outbox-messages";
import { registerAndFollowLink, registrationPayload } from "./support/newcomer";
import { createEvent, createUser, FIXTURE_PASSWORD, latestOutboxMessage, seatAccounting, uniqueContact } from "../support/festival-fixtures";

// The account sweeper runs every 100 ms here, so its work shows within a test.
const api = useTestApi("contract_account_lifecycle", { config: { accountSweepMs: 100 } });

async function messagesTo(recipient: string): Promise<number> {
  const [row] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM outbox WHERE recipient = $1", [recipient]);
  return row.count;
}

async function accountExists(id: number): Promise<boolean> {
  return (await api.db.query("SELECT 1 FROM users WHERE id = $1", [id])).length === 1;
}

async function idOf(email: string): Promise<number> {
  const [row] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
  return row.id;
}

async function age(userId: number, interval: string) {
  await api.db.query(`UPDATE users SET created_at = now() - interval '${interval}' WHERE id = $1`, [userId]);
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("correcting a mistyped phone", () => {
  it("moves an unverified account to the new number (spaces and dashes ignored) and sends the code there at once", async () => {
    const { payload, token, code: oldCode } = await registerAndFollowLink(api);
    const corrected = `+48 601-${String(Date.now()).slice(-6)}`;
    const normalised = corrected.replace(/[\s-]/g, "");
    const moved = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: corrected } });
    expect(moved.status).toBe(200);
    const profile = userResponseSchema.parse((await call(api, "GET", apiPaths.profile(), { token })).body).data;
    expect(profile).toMatchObject({ phone: normalised, phone_verified: false });
    const newCode = smsCodeIn((await latestOutboxMessage(api.db, normalised, "sms")).body);
    if (oldCode !== newCode) {
      const stale = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: oldCode, phone: normalised } });
      expect(stale.body.code).toBe("invalid_sms_code");
    }
    const verified = await call(api, "POST", apiPaths.verifyPhone(), { token, body: { code: newCode, phone: corrected } });
    expect(userResponseSchema.parse(verified.body).data).toMatchObject({ phone: normalised, phone_verified: true });
    // The old number is free again.
    expect((await call(api, "POST", apiPaths.register(), { body: registrationPayload({ phone: payload.phone }) })).status).toBe(201);
  });

  it("sends codes to at most as many numbers per account as to one number, whatever the client IP", async () => {
    const { token } = await registerAndFollowLink(api);
    const { perAddress } = defaultFestivalSettings.config.rateLimit;
    const statuses: number[] = [];
    for (let n = 0; n <= perAddress; n++) {
      statuses.push((await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: uniqueContact().phone } })).status);
    }
    expect(statuses.slice(0, perAddress).every((status) => status === 200)).toBe(true);
    expect(statuses[perAddress]).toBe(429);
  });

  it("refuses a number another account holds, and an invalid one, leaving the account as it was", async () => {
    const other = await createUser(api.db);
    const { payload, token } = await registerAndFollowLink(api);
    const taken = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: other.phone } });
    expect(taken).toMatchObject({ status: 422, body: { errors: { phone: [serverMessages.phone_taken] }, error_codes: { phone: ["phone_taken"] } } });
    const invalid = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: "+48 12" } });
    expect(invalid).toMatchObject({ status: 422, body: { error_codes: { phone: ["phone_invalid"] } } });
    expect(userResponseSchema.parse((await call(api, "GET", apiPaths.profile(), { token })).body).data.phone).toBe(payload.phone);
  });

  it("takes over a number another account has held unverified for more than a day, removing that account", async () => {
    const stale = await createUser(api.db, { email: false, phone: false });
    await age(stale.id, "25 hours");
    const { token } = await registerAndFollowLink(api);
    expect((await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: stale.phone } })).status).toBe(200);
    expect(await accountExists(stale.id)).toBe(false);
  });

  it("a verified phone is read-only: another number is refused, the account's own sends nothing", async () => {
    const user = await createUser(api.db);
    const other = await call(api, "POST", apiPaths.verifyPhoneResend(), { token: user.token, body: { phone: "+48609000111" } });
    expect(other).toMatchObject({ status: 422, body: { code: "phone_mismatch", error_codes: { phone: ["phone_mismatch"] } } });
    const own = await call(api, "POST", apiPaths.verifyPhoneResend(), { token: user.token, body: { phone: user.phone } });
    expect(own.status).toBe(200);
    expect(await messagesTo(user.phone)).toBe(0);
    const wrongPhone = await call(api, "POST", apiPaths.verifyPhone(), { token: user.token, body: { code: "123456", phone: "+48609000111" } });
    expect(wrongPhone.body.error_codes).toEqual({ phone: ["phone_mismatch"] });
  });
});

describe("the e-mail link", () => {
  it("logs in once; a later visit answers 409 already_verified, issues no token and sends nothing", async () => {
    const { payload, emailBody } = await registerAndFollowLink(api);
    const userId = await idOf(payload.email);
    const [tokensBefore] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM access_tokens WHERE user_id = $1", [userId]);
    const smsBefore = await messagesTo(payload.phone);
    const again = await call(api, "GET", apiPaths.verifyEmail() + verificationQuery(emailBody));
    expect(again).toMatchObject({ status: 409, body: { code: "already_verified", message: serverMessages.already_verified } });
    expect(again.body.token).toBeUndefined();
    const [tokensAfter] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM access_tokens WHERE user_id = $1", [userId]);
    expect(tokensAfter.count).toBe(tokensBefore.count);
    expect(await messagesTo(payload.phone)).toBe(smsBefore);
  });
});

describe("unverified accounts", () => {
  it("are removed by the sweeper UNVERIFIED_ACCOUNT_TTL_DAYS after registering; verified and younger ones stay", async () => {
    const noEmail = await createUser(api.db, { email: false, phone: false });
    const noPhone = await createUser(api.db, { email: true, phone: false });
    const verified = await createUser(api.db);
    const young = await createUser(api.db, { email: false, phone: false });
    for (const user of [noEmail, noPhone, verified]) await age(user.id, "8 days");
    await age(young.id, "6 days");
    await waitFor(async () => !(await accountExists(noEmail.id)) && !(await accountExists(noPhone.id)));
    expect(await accountExists(verified.id)).toBe(true);
    expect(await accountExists(young.id)).toBe(true);
    // Their e-mail and phone are free again.
    const reused = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: noEmail.email, phone: noPhone.phone }) });
    expect(reused.status).toBe(201);
  });

  it("a registration replaces an account holding the same e-mail unverified for more than a day, not a younger one", async () => {
    const first = registrationPayload();
    await call(api, "POST", apiPaths.register(), { body: first });
    const firstId = await idOf(first.email);
    const young = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: first.email }) });
    expect(young).toMatchObject({ status: 422, body: { error_codes: { email: ["email_taken"] } } });
    await age(firstId, "23 hours");
    const notYetADay = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: first.email }) });
    expect(notYetADay).toMatchObject({ status: 422, body: { error_codes: { email: ["email_taken"] } } });
    await age(firstId, "25 hours");
    const replacing = registrationPayload({ email: first.email });
    expect((await call(api, "POST", apiPaths.register(), { body: replacing })).status).toBe(201);
    expect(await accountExists(firstId)).toBe(false);
    const [account] = await api.db.query<{ phone: string }>("SELECT phone FROM users WHERE lower(email) = lower($1)", [first.email]);
    expect(account.phone).toBe(replacing.phone);
    // The old account's messages went with it: the address holds only the new link.
    expect(await messagesTo(first.email)).toBe(1);
  });

  it("never replaces a verified phone either, by a registration or by a phone's correction", async () => {
    const holder = await createUser(api.db, { email: false, phone: true });
    await age(holder.id, "3 days");
    const samePhone = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ phone: holder.phone }) });
    expect(samePhone.body.error_codes).toEqual({ phone: ["phone_taken"] });
    const { token } = await registerAndFollowLink(api);
    const corrected = await call(api, "POST", apiPaths.verifyPhoneResend(), { token, body: { phone: holder.phone } });
    expect(corrected).toMatchObject({ status: 422, body: { error_codes: { phone: ["phone_taken"] } } });
    expect(await accountExists(holder.id)).toBe(true);
  });

  it("never replaces a verified e-mail or phone, however old the account", async () => {
    const holder = await createUser(api.db, { email: true, phone: false });
    await age(holder.id, "3 days");
    const sameEmail = await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: holder.email }) });
    expect(sameEmail.body.error_codes).toEqual({ email: ["email_taken"] });
    // Its phone was never verified, so the phone's owner may take it.
    expect((await call(api, "POST", apiPaths.register(), { body: registrationPayload({ phone: holder.phone }) })).status).toBe(201);
    expect(await accountExists(holder.id)).toBe(false);
  });
});

describe("the outbox's sent messages", () => {
  it("are forgotten OUTBOX_RETENTION_DAYS after they went out; one not sent yet stays", async () => {
    const write = async (sentAt: string | null) => {
      const [row] = await api.db.query<{ id: number }>(
        "INSERT INTO outbox (channel, recipient, body, sent_at) VALUES ('sms', '+48600000001', 'Kod: 123456', now() - $1::interval) RETURNING id",
        [sentAt],
      );
      return row.id;
    };
    const written = [await write("8 days"), await write("6 days"), await write(null)];
    const [weekAndDayOld, sixDaysOld, notSent] = written;
    const kept = async () =>
      (await api.db.query<{ id: number }>("SELECT id FROM outbox WHERE id = ANY($1::int[]) ORDER BY id", [written])).map((row) => row.id);
    // The sweeper that runs here every 100 ms removes it (a sweep called from the test could find it already gone).
    await waitFor(async () => !(await kept()).includes(weekAndDayOld));
    expect(await kept()).toEqual([sixDaysOld, notSent]);
  });
});

describe("idle bearer tokens", () => {
  const lastUsed = async (userId: number, db: Queryable = api.db) =>
    (await db.query<{ minutes: number }>(
      "SELECT extract(epoch FROM now() - last_used_at)::float8 / 60 AS minutes FROM access_tokens WHERE user_id = $1",
      [userId],
    ))[0]?.minutes;

  it("end after TOKEN_IDLE_DAYS unused; a use refreshes the last-used time at most once an hour", async () => {
    // An API of its own, whose sweeper ran once at start: here only the token check can refuse a token.
    const twoDays = await startTestApi("contract_account_lifecycle_idle", { config: { tokenIdleDays: 2 } });
    try {
      const idle = await createUser(twoDays.db);
      await twoDays.db.query("UPDATE access_tokens SET last_used_at = now() - interval '49 hours' WHERE user_id = $1", [idle.id]);
      expect((await call(twoDays, "GET", apiPaths.profile(), { token: idle.token })).status).toBe(401);
      expect(await lastUsed(idle.id, twoDays.db)).toBeGreaterThan(48 * 60);

      const active = await createUser(twoDays.db);
      await twoDays.db.query("UPDATE access_tokens SET last_used_at = now() - interval '47 hours' WHERE user_id = $1", [active.id]);
      expect((await call(twoDays, "GET", apiPaths.profile(), { token: active.token })).status).toBe(200);
      expect(await lastUsed(active.id, twoDays.db)).toBeLessThan(1);

      await twoDays.db.query("UPDATE access_tokens SET last_used_at = now() - interval '30 minutes' WHERE user_id = $1", [active.id]);
      expect((await call(twoDays, "GET", apiPaths.profile(), { token: active.token })).status).toBe(200);
      expect(await lastUsed(active.id, twoDays.db)).toBeGreaterThanOrEqual(30);

      // 0 turns the removals off: of accounts, of tokens, and of messages sent long ago.
      const abandoned = await createUser(twoDays.db, { email: false, phone: false });
      await twoDays.db.query("UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1", [abandoned.id]);
      await twoDays.db.query("INSERT INTO outbox (channel, recipient, body, sent_at) VALUES ('sms', '+48600000002', 'Kod: 654321', now() - interval '30 days')");
      const keepEverything = { ...defaultFestivalSettings.config, unverifiedAccountTtlDays: 0, tokenIdleDays: 0, outboxRetentionDays: 0 };
      expect(await sweepAccounts({ db: twoDays.db, config: keepEverything, signingKey: "" })).toEqual({ accounts: 0, tokens: 0, messages: 0 });
    } finally {
      await twoDays.close();
    }
  });

  it("are deleted by the sweeper", async () => {
    const idle = await createUser(api.db);
    await api.db.query("UPDATE access_tokens SET last_used_at = now() - interval '31 days' WHERE user_id = $1", [idle.id]);
    await waitFor(async () => (await lastUsed(idle.id)) === undefined);
    expect(await accountExists(idle.id)).toBe(true);
  });
});

describe("the 'password changed' e-mail", () => {
  const noticesTo = async (email: string) =>
    (await api.db.query("SELECT 1 FROM outbox WHERE recipient = $1 AND subject LIKE 'Hasło zostało zmienione%'", [email])).length;

  it("goes out after a change and after a reset", async () => {
    const user = await createUser(api.db);
    const changed = await call(api, "POST", apiPaths.passwordChange(), {
      token: user.token,
      body: { old_password: FIXTURE_PASSWORD, password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" },
    });
    expect(changed.status).toBe(200);
    expect(await noticesTo(user.email)).toBe(1);
    expect((await latestOutboxMessage(api.db, user.email, "email")).body).toContain("/remind-password");

    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email }, ip: freshClientIp() });
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await latestOutboxMessage(api.db, user.email, "email")).body)![0]);
    const reset = await call(api, "POST", apiPaths.passwordReset(), {
      body: { email: user.email, token: link.searchParams.get("token"), password: "trzecie-haslo", password_confirmation: "trzecie-haslo" },
    });
    expect(reset.status).toBe(200);
    expect(await noticesTo(user.email)).toBe(2);
  });

  it("does not go out when the change is refused", async () => {
    const user = await createUser(api.db);
    await call(api, "POST", apiPaths.passwordChange(), {
      token: user.token,
      body: { old_password: "zle-haslo-1", password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" },
    });
    expect(await noticesTo(user.email)).toBe(0);
  });
});

describe("DELETE /api/v1/account", () => {
  it("frees the user's seats and removes their data in one go; the token stops working", async () => {
    const user = await createUser(api.db);
    const neighbour = await createUser(api.db);
    const limited = await createEvent(api.db, { personLimit: 10, seatsTaken: 2 });
    const other = await createEvent(api.db, { startsInMinutes: 3 * 24 * 60 });
    const ended = await createEvent(api.db, { startsInMinutes: -180 });
    for (const eventId of [limited, other]) expect((await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token })).status).toBe(200);
    expect((await call(api, "POST", apiPaths.subscribe(limited), { token: neighbour.token })).status).toBe(200);
    for (const name of ["Anna Nowak", "Piotr Nowak"]) {
      expect((await call(api, "POST", apiPaths.participants(limited), { token: user.token, body: { name } })).status).toBe(201);
    }
    expect((await call(api, "POST", apiPaths.favourite(other), { token: user.token })).status).toBe(200);
    await api.db.query("INSERT INTO registrations (event_id, user_id) VALUES ($1, $2)", [ended, user.id]);
    expect((await call(api, "POST", apiPaths.reviews(ended), { token: user.token, body: { rating: 4 } })).status).toBe(201);
    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: user.email }, ip: freshClientIp() });
    expect((await seatAccounting(api.db, limited)).users_count).toBe(2 + 1 + 2 + 1);

    const deleted = await call(api, "DELETE", apiPaths.account(), { token: user.token });
    expect(deleted.status).toBe(200);
    messageResponseSchema.parse(deleted.body);

    const limitedSeats = await seatAccounting(api.db, limited);
    expect(limitedSeats).toMatchObject({ users_count: 2 + 1, counted: 2 + 1 });
    expect((await seatAccounting(api.db, other)).users_count).toBe(0);
    const [left] = await api.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users,
              (SELECT count(*)::int FROM registrations WHERE user_id = $1) AS registrations,
              (SELECT count(*)::int FROM favourites WHERE user_id = $1) AS favourites,
              (SELECT count(*)::int FROM reviews WHERE user_id = $1) AS reviews,
              (SELECT count(*)::int FROM access_tokens WHERE user_id = $1) AS tokens,
              (SELECT count(*)::int FROM password_resets WHERE user_id = $1) AS resets,
              (SELECT count(*)::int FROM outbox WHERE recipient IN ($2, $3)) AS messages`,
      [user.id, user.email, user.phone],
    );
    expect(left).toEqual({ users: 0, registrations: 0, favourites: 0, reviews: 0, tokens: 0, resets: 0, messages: 0 });
    expect((await call(api, "GET", apiPaths.profile(), { token: user.token })).status).toBe(401);
    expect((await call(api, "DELETE", apiPaths.account(), { token: user.token })).status).toBe(401);
    // The neighbour keeps their place, and the e-mail may register again.
    expect((await call(api, "GET", apiPaths.event(limited), { token: neighbour.token })).body.data.subscribed).toBe(true);
    expect((await call(api, "POST", apiPaths.register(), { body: registrationPayload({ email: user.email }) })).status).toBe(201);
  });

  it("works for an account that is not verified yet, and needs a token", async () => {
    const unverified = await createUser(api.db, { email: false, phone: false });
    expect((await call(api, "DELETE", apiPaths.account(), { token: unverified.token })).status).toBe(200);
    expect(await accountExists(unverified.id)).toBe(false);
    expect((await call(api, "DELETE", apiPaths.account())).status).toBe(401);
  });

  it("is documented in the OpenAPI as our extension", async () => {
    const document = (await call(api, "GET", apiPaths.openapi())).body;
    const operation = document.paths[apiPaths.account()].delete;
    expect(operation["x-festival-extension"]).toBe(true);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });
});

import { randomInt } from "node:crypto";
import type { User, VerifyPhonePayload } from "../../contract/user";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem, fieldProblem } from "../http/api-problem";
import { hashSecretToken } from "../auth/secret-token";
import { enqueueMessage } from "../outbox/outbox-writer";
import { throttle } from "../throttle/throttle";
import { toUserDto, type SessionUser } from "./session-user";
import { loadUser } from "./sessions";

export const SMS_CODE_TTL_MINUTES = 10;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_SECONDS = 60;

const codeHash = (userId: number, code: string) => hashSecretToken(`${userId}:${code}`);

/** A fresh 6-digit code replaces any previous one, with a new expiry and a clean attempt count. */
export async function sendSmsCode(tx: Queryable, deps: FestivalDeps, user: { id: number; phone: string }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await tx.query(
    `INSERT INTO sms_codes (user_id, code_hash, expires_at, attempts, sent_at)
     VALUES ($1, $2, now() + make_interval(mins => $3), 0, now())
     ON CONFLICT (user_id) DO UPDATE SET code_hash = $2, expires_at = now() + make_interval(mins => $3), attempts = 0, sent_at = now()`,
    [user.id, codeHash(user.id, code), SMS_CODE_TTL_MINUTES],
  );
  await enqueueMessage(
    tx,
    { channel: "sms", to: user.phone, body: `Festiwal Nauki: Twój kod weryfikacyjny to ${code}. Kod jest ważny ${SMS_CODE_TTL_MINUTES} minut.` },
    { log: deps.config.logOutbox },
  );
}

function requireOwnPhone(user: SessionUser, phone: string) {
  if (phone.replace(/\s/g, "") !== user.phone) {
    throw new ApiProblem(422, "validation_failed", { phone: ["Numer telefonu nie zgadza się z numerem konta"] }, "Numer telefonu nie zgadza się z numerem konta");
  }
}

type CodeCheck = "verified" | "invalid" | "expired" | "exhausted";

/**
 * Checks the code in its own statements, not in a transaction that a wrong code would roll back: the
 * wrong attempt must stay counted (at most SMS_MAX_ATTEMPTS, then a new code is needed).
 */
export async function verifyPhone(deps: FestivalDeps, user: SessionUser, payload: VerifyPhonePayload): Promise<User> {
  requireOwnPhone(user, payload.phone);
  if (user.phone_verified) return toUserDto(user);
  const [attempt] = await deps.db.query<{ matches: boolean; expired: boolean; attempts: number }>(
    `UPDATE sms_codes SET attempts = attempts + CASE WHEN code_hash = $2 THEN 0 ELSE 1 END
      WHERE user_id = $1
      RETURNING code_hash = $2 AS matches, expires_at < now() AS expired, attempts`,
    [user.id, codeHash(user.id, payload.code)],
  );
  let result: CodeCheck = "invalid";
  if (attempt) {
    if (attempt.expired) result = "expired";
    // `attempts` counts wrong codes including this one: after SMS_MAX_ATTEMPTS wrong ones even the right code is refused.
    else if (attempt.matches ? attempt.attempts >= SMS_MAX_ATTEMPTS : attempt.attempts > SMS_MAX_ATTEMPTS) result = "exhausted";
    else if (attempt.matches) result = "verified";
  }
  if (result === "expired") throw fieldProblem("code", "sms_code_expired");
  if (result === "exhausted") throw new ApiProblem(429, "sms_attempts_exceeded", { code: ["Wykorzystano limit prób, wyślij nowy kod"] });
  if (result === "invalid") throw fieldProblem("code", "invalid_sms_code");
  return deps.db.transaction(async (tx) => {
    await tx.query("UPDATE users SET phone_verified_at = coalesce(phone_verified_at, now()) WHERE id = $1", [user.id]);
    await tx.query("DELETE FROM sms_codes WHERE user_id = $1", [user.id]);
    return toUserDto(await loadUser(tx, user.id));
  });
}

/** A new code, at most once a minute per account, and throttled per phone and IP like the other resends. */
export async function resendSmsCode(deps: FestivalDeps, user: SessionUser, phone: string, ip: string): Promise<void> {
  requireOwnPhone(user, phone);
  await throttle(deps.db, deps.config.rateLimit, "sms-resend", { ip, address: user.phone });
  if (user.phone_verified) return;
  await deps.db.transaction(async (tx) => {
    const [recent] = await tx.query(
      "SELECT 1 FROM sms_codes WHERE user_id = $1 AND sent_at > now() - make_interval(secs => $2) FOR UPDATE",
      [user.id, SMS_RESEND_INTERVAL_SECONDS],
    );
    if (recent) throw new ApiProblem(429, "sms_resend_too_soon");
    await sendSmsCode(tx, deps, user);
  });
}

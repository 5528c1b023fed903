import { randomInt } from "node:crypto";
import { serverMessages } from "../../contract/errors";
import type { User, VerifyPhonePayload } from "../../contract/user";
import { SQLSTATE, sqlState, type Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { withSeatLock } from "../events/seat-limit";
import { fieldProblem, throttledProblem } from "../http/api-problem";
import { hashSecretToken } from "../auth/secret-token";
import { enqueueMessage } from "../outbox/outbox-writer";
import { throttle } from "../throttle/throttle";
import { claimContacts } from "./contact-claims";
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
    { channel: "sms", to: user.phone, body: `Bałtycki Festiwal Nauki: kod/code ${code} (ważny/valid ${SMS_CODE_TTL_MINUTES} min)` },
    { log: deps.config.logOutbox },
  );
}

/** The phone field of verify-phone (and of a resend once verified) names the account's number. */
function requireOwnPhone(user: { phone: string }, phone: string) {
  if (phone !== user.phone) throw fieldProblem("phone", "phone_mismatch");
}

/** Seconds until the account may be sent a new code (SMS_RESEND_INTERVAL_SECONDS after the last one). */
const resendWaitSql = `extract(epoch FROM sent_at + make_interval(secs => ${SMS_RESEND_INTERVAL_SECONDS}) - now())::float8`;

type CodeCheck = "verified" | "invalid" | "expired" | "exhausted";

/**
 * Checks the code in its own statements, not in a transaction that a wrong code would roll back: the
 * wrong attempt must stay counted (at most SMS_MAX_ATTEMPTS, then a new code is needed).
 */
export async function verifyPhone(deps: FestivalDeps, user: SessionUser, payload: VerifyPhonePayload): Promise<User> {
  requireOwnPhone(user, payload.phone);
  if (user.phone_verified) return toUserDto(user);
  const [attempt] = await deps.db.query<{ matches: boolean; expired: boolean; attempts: number; resend_wait: number }>(
    `UPDATE sms_codes SET attempts = attempts + CASE WHEN code_hash = $2 THEN 0 ELSE 1 END
      WHERE user_id = $1
      RETURNING code_hash = $2 AS matches, expires_at < now() AS expired, attempts, ${resendWaitSql} AS resend_wait`,
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
  // Only a new code helps, which can be asked for once the resend interval has passed.
  if (result === "exhausted") throw throttledProblem("sms_attempts_exceeded", attempt!.resend_wait, { code: [serverMessages.sms_attempts_exceeded] });
  if (result === "invalid") throw fieldProblem("code", "invalid_sms_code");
  return deps.db.transaction(async (tx) => {
    await tx.query("UPDATE users SET phone_verified_at = coalesce(phone_verified_at, now()) WHERE id = $1", [user.id]);
    await tx.query("DELETE FROM sms_codes WHERE user_id = $1", [user.id]);
    return toUserDto(await loadUser(tx, user.id));
  });
}

/**
 * A new code, at most once a minute per account, and throttled per phone and IP like the other resends.
 * While the phone is unverified, a different `phone` corrects a mistyped number: the account moves to it
 * (free by the registration's rules, contact-claims.ts) and the code goes there at once, since the last one
 * went to the wrong number. A verified phone is read-only: the field must name it, and nothing is sent.
 * The account is throttled too: moving from number to number would otherwise send a code to each at once,
 * an SMS to anyone for free, each with a fresh count of attempts.
 */
export async function resendSmsCode(deps: FestivalDeps, user: SessionUser, phone: string, ip: string): Promise<void> {
  if (user.phone_verified) requireOwnPhone(user, phone);
  await throttle(deps.db, deps.config.rateLimit, "sms-resend", { ip, address: phone, account: user.id });
  if (user.phone_verified) return;
  try {
    // Moving the number may remove an abandoned account that held it, and with it that account's seats.
    await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
      const [account] = await tx.query<{ phone: string; resend_wait: number | null }>(
        `SELECT u.phone, (SELECT ${resendWaitSql} FROM sms_codes WHERE user_id = u.id) AS resend_wait
           FROM users u WHERE u.id = $1 FOR UPDATE`,
        [user.id],
      );
      if (phone === account.phone) {
        if (account.resend_wait !== null && account.resend_wait > 0) throw throttledProblem("sms_resend_too_soon", account.resend_wait);
      } else {
        await claimContacts(tx, { phone, userId: user.id });
        await tx.query("UPDATE users SET phone = $2 WHERE id = $1", [user.id, phone]);
      }
      await sendSmsCode(tx, deps, { id: user.id, phone });
    });
  } catch (error) {
    // Two accounts raced for the same free number: the unique index decides.
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw fieldProblem("phone", "phone_taken");
    throw error;
  }
}

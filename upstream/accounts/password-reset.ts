import type { AuthResponse, PasswordResetPayload } from "../../contract/user";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { fieldProblem } from "../http/api-problem";
import { hashPassword } from "../auth/password-hash";
import { hashSecretToken, newSecretToken } from "../auth/secret-token";
import { enqueueMessage } from "../outbox/outbox-writer";
import { throttle } from "../throttle/throttle";
import { sendPasswordChangedNotice } from "./password-changed-notice";
import { logIn } from "./sessions";

export const RESET_TOKEN_TTL_MINUTES = 60;

/** Queues a reset link when the account exists; the caller answers the same either way. */
export async function remindPassword(deps: FestivalDeps, email: string, ip: string): Promise<void> {
  await throttle(deps.db, deps.config.rateLimit, "remind", { ip, address: email });
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; email: string }>("SELECT id, email FROM users WHERE lower(email) = lower($1)", [email]);
    if (!user) return;
    const token = newSecretToken();
    await tx.query(
      "INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))",
      [hashSecretToken(token), user.id, RESET_TOKEN_TTL_MINUTES],
    );
    const link = `${deps.config.publicUrl}/reset-password?${new URLSearchParams({ token, email: user.email })}`;
    await enqueueMessage(
      tx,
      {
        channel: "email",
        to: user.email,
        subject: "Zmiana hasła / Password reset",
        body:
          `Aby ustawić nowe hasło, otwórz link (ważny ${RESET_TOKEN_TTL_MINUTES} minut):\n${link}\n\n` +
          `To set a new password, open the link (valid for ${RESET_TOKEN_TTL_MINUTES} minutes):\n${link}\n` +
          `Jeśli to nie Ty, zignoruj tę wiadomość. / If this was not you, ignore this message.\n`,
      },
      { log: deps.config.logOutbox },
    );
  });
}

/**
 * A valid, unused, unexpired token sets the new password, signs out every other session, voids the account's
 * other reset links, confirms the e-mail (the link reached that mailbox), tells the owner by e-mail and logs the
 * user in.
 */
export async function resetPassword(deps: FestivalDeps, payload: PasswordResetPayload): Promise<AuthResponse> {
  const passwordHash = await hashPassword(payload.password, deps.config.passwordHashCost);
  return deps.db.transaction(async (tx) => {
    const [reset] = await tx.query<{ user_id: number; email: string }>(
      `UPDATE password_resets r SET used_at = now() FROM users u
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()
          AND u.id = r.user_id AND lower(u.email) = lower($2)
        RETURNING r.user_id, u.email`,
      [hashSecretToken(payload.token), payload.email],
    );
    if (!reset) throw fieldProblem("token", "invalid_reset_token");
    await tx.query(
      "UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1",
      [reset.user_id, passwordHash],
    );
    await tx.query("DELETE FROM access_tokens WHERE user_id = $1", [reset.user_id]);
    await voidResetLinks(tx, reset.user_id);
    await sendPasswordChangedNotice(tx, deps, reset.email);
    return logIn(tx, reset.user_id);
  });
}

/**
 * Marks every unused reset link of the account used: once its password was set (by a reset or a change), an
 * older link, still in a mailbox, a forwarded mail or a log, must not set it again and sign the owner out.
 */
export async function voidResetLinks(tx: Queryable, userId: number): Promise<void> {
  await tx.query("UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL", [userId]);
}

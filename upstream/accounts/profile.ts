import type { ChangeDataPayload, PasswordChangePayload, User } from "../../contract/user";
import type { FestivalDeps } from "../festival-deps";
import { fieldProblem } from "../http/api-problem";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { capitaliseWords } from "../../contract/name-format";
import { sendPasswordChangedNotice } from "./password-changed-notice";
import { voidResetLinks } from "./password-reset";
import { accountGone, toUserDto, userColumns, type SessionUser } from "./session-user";

/** Name, city and birth year; e-mail and phone are read-only. */
export async function changeData(deps: FestivalDeps, user: SessionUser, payload: ChangeDataPayload): Promise<User> {
  const [updated] = await deps.db.query<Omit<SessionUser, "token_hash">>(
    `UPDATE users u SET name = $2, city = $3, birth_year = $4 WHERE u.id = $1 RETURNING ${userColumns}`,
    [user.id, capitaliseWords(payload.name), payload.city, payload.age],
  );
  if (!updated) throw accountGone();
  return toUserDto(updated);
}

/**
 * Needs the current password; signs out every other session of the account, voids its reset links and tells the
 * owner by e-mail.
 */
export async function changePassword(deps: FestivalDeps, user: SessionUser, payload: PasswordChangePayload): Promise<void> {
  const [account] = await deps.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = $1", [user.id]);
  if (!account) throw accountGone();
  if (!(await verifyPassword(payload.old_password, account.password_hash))) throw fieldProblem("old_password", "wrong_password");
  const passwordHash = await hashPassword(payload.password, deps.config.passwordHashCost);
  await deps.db.transaction(async (tx) => {
    // An account deleted meanwhile gets no notice: nothing of the person stays (account-removal.ts).
    const updated = await tx.query("UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING id", [user.id, passwordHash]);
    if (updated.length === 0) throw accountGone();
    await tx.query("DELETE FROM access_tokens WHERE user_id = $1 AND token_hash <> $2", [user.id, user.token_hash]);
    await voidResetLinks(tx, user.id);
    await sendPasswordChangedNotice(tx, deps, user.email);
  });
}

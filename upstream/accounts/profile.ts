import type { ChangeDataPayload, PasswordChangePayload, User } from "../../contract/user";
import type { FestivalDeps } from "../festival-deps";
import { fieldProblem } from "../http/api-problem";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { capitaliseWords } from "../../contract/name-format";
import { sendPasswordChangedNotice } from "./password-changed-notice";
import { voidResetLinks } from "./password-reset";
import { toUserDto, type SessionUser } from "./session-user";
import { loadUser } from "./sessions";

/** Name, city and birth year; e-mail and phone are read-only. */
export async function changeData(deps: FestivalDeps, user: SessionUser, payload: ChangeDataPayload): Promise<User> {
  await deps.db.query("UPDATE users SET name = $2, city = $3, birth_year = $4 WHERE id = $1", [
    user.id,
    capitaliseWords(payload.name),
    payload.city,
    payload.age,
  ]);
  return toUserDto(await loadUser(deps.db, user.id));
}

/**
 * Needs the current password; signs out every other session of the account, voids its reset links and tells the
 * owner by e-mail.
 */
export async function changePassword(deps: FestivalDeps, user: SessionUser, payload: PasswordChangePayload): Promise<void> {
  const [account] = await deps.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE id = $1", [user.id]);
  if (!(await verifyPassword(payload.old_password, account.password_hash))) throw fieldProblem("old_password", "wrong_password");
  const passwordHash = await hashPassword(payload.password);
  await deps.db.transaction(async (tx) => {
    await tx.query("UPDATE users SET password_hash = $2 WHERE id = $1", [user.id, passwordHash]);
    await tx.query("DELETE FROM access_tokens WHERE user_id = $1 AND token_hash <> $2", [user.id, user.token_hash]);
    await voidResetLinks(tx, user.id);
    await sendPasswordChangedNotice(tx, deps, user.email);
  });
}

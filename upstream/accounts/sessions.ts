import type { AuthResponse, LoginPayload } from "../../contract/user";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import { passwordDecoyHash, verifyPassword } from "../auth/password-hash";
import { hashSecretToken, newSecretToken } from "../auth/secret-token";
import { throttle } from "../throttle/throttle";
import { toUserDto, userColumns, type SessionUser } from "./session-user";

/** A new bearer token for the user; only its hash is stored. */
export async function issueToken(tx: Queryable, userId: number): Promise<string> {
  const token = newSecretToken();
  await tx.query("INSERT INTO access_tokens (token_hash, user_id) VALUES ($1, $2)", [hashSecretToken(token), userId]);
  return token;
}

export async function loadUser(tx: Queryable, userId: number): Promise<Omit<SessionUser, "token_hash">> {
  const [user] = await tx.query<Omit<SessionUser, "token_hash">>(`SELECT ${userColumns} FROM users u WHERE u.id = $1`, [userId]);
  return user;
}

/** Logs in the user: a token and the profile. */
export async function logIn(tx: Queryable, userId: number): Promise<AuthResponse> {
  const token = await issueToken(tx, userId);
  return { token, data: toUserDto(await loadUser(tx, userId)) };
}

/**
 * Unverified accounts may log in: the portal then sends them to the verification screens. The address's throttle
 * counts guesses: a login with the right password is forgiven there, so a user who logs in often is never refused
 * for having logged in. The IP's throttle counts every login (throttle.ts).
 */
export async function login(deps: FestivalDeps, payload: LoginPayload, ip: string): Promise<AuthResponse> {
  const attempt = await throttle(deps.db, deps.config.rateLimit, "login", { ip, address: payload.email });
  const [account] = await deps.db.query<{ id: number; password_hash: string }>(
    "SELECT id, password_hash FROM users WHERE lower(email) = lower($1)",
    [payload.email],
  );
  // Without an account, still spend the time of one hash: the answer time must not reveal the e-mail exists.
  const matches = await verifyPassword(payload.password, account?.password_hash ?? (await passwordDecoyHash(deps.config.passwordHashCost)));
  if (!account || !matches) throw new ApiProblem(401, "invalid_credentials");
  await attempt.forgiveForAddress();
  return logIn(deps.db, account.id);
}

export async function logout(deps: FestivalDeps, user: SessionUser): Promise<void> {
  await deps.db.query("DELETE FROM access_tokens WHERE token_hash = $1", [user.token_hash]);
}

import type { User } from "../../contract/user";
import { SQLSTATE, sqlState, type Queryable } from "../db/database";
import { hashSecretToken } from "../auth/secret-token";
import { ApiProblem } from "../http/api-problem";

/** The account behind a bearer token. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  birth_year: number;
  email_verified: boolean;
  phone_verified: boolean;
  token_hash: string;
}

/**
 * The caller's account was deleted after its request was authenticated (by another request of its own, or the
 * sweeper): answered as a token that no longer logs anyone in, which ends the portal's session.
 */
export function accountGone(): ApiProblem {
  return new ApiProblem(401, "unauthenticated");
}

/** A write that named an account deleted meanwhile: one of the foreign keys to `users` no longer holds. */
export function referencesRemovedAccount(error: unknown): boolean {
  if (sqlState(error) !== SQLSTATE.foreignKeyViolation) return false;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === "string" && constraint.endsWith("_user_id_fkey");
}

export function toUserDto(user: Omit<SessionUser, "token_hash" | "id">): User {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    city: user.city,
    age: user.birth_year,
    email_verified: user.email_verified,
    phone_verified: user.phone_verified,
  };
}

export const userColumns = `u.id, u.name, u.email, u.phone, u.city, u.birth_year,
  u.email_verified_at IS NOT NULL AS email_verified, u.phone_verified_at IS NOT NULL AS phone_verified`;

/**
 * Token use is recorded at most once an hour: a write per request would cost more than it tells, and an
 * hour is nothing against the days a token may stay idle.
 */
const LAST_USED_RESOLUTION = "1 hour";

/**
 * The account behind a bearer token, unless the token was idle (unused) for `idleDays` (0: never ends).
 * An idle token is left for the account sweeper to delete.
 */
export async function findUserByToken(db: Queryable, token: string, idleDays: number): Promise<SessionUser | undefined> {
  const [user] = await db.query<SessionUser & { stale: boolean }>(
    `SELECT ${userColumns}, t.token_hash, t.last_used_at < now() - interval '${LAST_USED_RESOLUTION}' AS stale
       FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND ($2::int = 0 OR t.last_used_at > now() - make_interval(days => $2::int))`,
    [hashSecretToken(token), idleDays],
  );
  if (!user) return undefined;
  if (user.stale) await db.query("UPDATE access_tokens SET last_used_at = now() WHERE token_hash = $1", [user.token_hash]);
  const { stale: _stale, ...sessionUser } = user;
  return sessionUser;
}

/** Tokens idle for `idleDays` (0: none): they no longer log anyone in. */
export async function deleteIdleTokens(db: Queryable, idleDays: number): Promise<number> {
  if (idleDays === 0) return 0;
  const rows = await db.query("DELETE FROM access_tokens WHERE last_used_at <= now() - make_interval(days => $1) RETURNING 1", [idleDays]);
  return rows.length;
}

import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { ApiProblem } from "./api-problem";
import type { FestivalEnv } from "./app-env";
import { findUserByToken, type SessionUser } from "../accounts/session-user";

function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([\w.~+/=-]{1,200})$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}

/**
 * What a route needs of its caller; spec §6: signing up and the like need both verifications. "optional": a
 * visitor is welcome, but a caller who presents a token must present a live one.
 */
export type AccessLevel = "optional" | "token" | "verified-email" | "verified";

export function authenticate(level: AccessLevel) {
  return createMiddleware<FestivalEnv>(async (c, next) => {
    const presented = Boolean(c.req.header("authorization")?.trim());
    const token = bearerToken(c);
    const user = token ? await findUserByToken(c.var.deps.db, token, c.var.deps.config.tokenIdleDays) : undefined;
    // A revoked, expired or malformed token is refused even where signing in is optional: answered as a visitor,
    // the client would never learn that its session is over and would go on showing the user signed in
    // (ARCHITECTURE.md: a 401 ends the portal's session).
    if (presented && !user) throw new ApiProblem(401, "unauthenticated");
    if (level !== "optional") {
      if (!user) throw new ApiProblem(401, "unauthenticated");
      if (level !== "token" && !user.email_verified) throw new ApiProblem(403, "email_not_verified");
      if (level === "verified" && !user.phone_verified) throw new ApiProblem(403, "phone_not_verified");
    }
    c.set("user", user);
    await next();
  });
}

/** The caller on a route guarded by authenticate("token" | ...). */
export function currentUser(c: Context<FestivalEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw new ApiProblem(401, "unauthenticated");
  return user;
}

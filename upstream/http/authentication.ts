import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { ApiProblem } from "./api-problem";
import type { FestivalEnv } from "./app-env";
import { findUserByToken, type SessionUser } from "../accounts/session-user";

function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+([\w.~+/=-]{1,200})$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}

/** What a route needs of its caller; spec §6: signing up and the like need both verifications. */
export type AccessLevel = "optional" | "token" | "verified-email" | "verified";

export function authenticate(level: AccessLevel) {
  return createMiddleware<FestivalEnv>(async (c, next) => {
    const token = bearerToken(c);
    const user = token ? await findUserByToken(c.var.deps.db, token, c.var.deps.config.tokenIdleDays) : undefined;
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

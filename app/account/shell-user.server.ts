import { sessionOf } from "~/account/session.server";

/** What the app shell shows of the signed-in user (spec §2 "App shell"). */
export interface ShellUser {
  name: string;
}

/**
 * The signed-in user as the session holds them: a festival API `token` and the `user` it answered. Login does
 * not exist yet (a later issue), so this is null for everyone until it stores those keys.
 */
export async function shellUserOf(request: Request): Promise<ShellUser | null> {
  const session = await sessionOf(request);
  const token: unknown = session.get("token");
  const user: unknown = session.get("user");
  if (typeof token !== "string" || !token || typeof user !== "object" || user === null) return null;
  const name = (user as Record<string, unknown>).name;
  return typeof name === "string" && name.trim() ? { name: name.trim() } : null;
}

import type { AppLoadContext } from "@remix-run/node";
import { userSessionOf } from "~/account/session.server";

/** What the app shell shows of the signed-in user (spec §2 "App shell"). */
export interface ShellUser {
  name: string;
}

/** The signed-in user's name as the session holds it: from login, or from the last refresh of the profile. */
export async function shellUserOf(request: Request, context: AppLoadContext): Promise<ShellUser | null> {
  const name = (await userSessionOf(request, context))?.user.name.trim();
  return name ? { name } : null;
}

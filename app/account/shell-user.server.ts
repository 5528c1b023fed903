import type { AppLoadContext } from "@remix-run/node";
import type { ShellUser } from "~/account/shell-user";
import { userSessionOf } from "~/account/session.server";


/** The signed-in user's name as the session holds it: from login, or from the last refresh of the profile. */
export async function shellUserOf(request: Request, context: AppLoadContext): Promise<ShellUser | null> {
  const name = (await userSessionOf(request, context))?.user.name.trim();
  return name ? { name } : null;
}

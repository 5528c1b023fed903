import type { AppLoadContext } from "@remix-run/node";
import type { FlashMessage } from "~/shell/flash-message";
import { addFlashMessages, takeFlashMessages as takeSessionFlashMessages } from "~/account/session.server";
import { pageRedirect } from "~/http/page-redirect.server";


function isFlashMessage(value: unknown): value is FlashMessage {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (candidate.kind === "success" || candidate.kind === "error") && typeof candidate.text === "string";
}

/**
 * Post/redirect/get with a message (ARCHITECTURE.md rule 7): the message rides the session cookie across the
 * redirect and the root loader shows it once. Messages flashed by the same request accumulate. When `init`
 * already sets the session cookie (storeSessionUser, destroyedSessionCookie), the message joins that session.
 * A page's GET sent on (an event gone) leaves the history as a browser does (page-redirect.server.ts).
 */
export async function redirectWithMessage(request: Request, context: AppLoadContext, to: string, message: FlashMessage, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const setCookies = await addFlashMessages(request, context, [message], isFlashMessage, headers.getSetCookie());
  headers.delete("Set-Cookie");
  for (const setCookie of setCookies) headers.append("Set-Cookie", setCookie);
  return pageRedirect(request, to, { ...init, headers });
}

/**
 * Reads and clears the waiting messages. The session is committed only when there were some, so ordinary pages
 * do not rewrite the session cookie.
 */
export function takeFlashMessages(request: Request, context: AppLoadContext): Promise<{ messages: FlashMessage[]; setCookie?: string }> {
  return takeSessionFlashMessages(request, context, isFlashMessage);
}

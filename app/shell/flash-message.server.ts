import { redirect } from "@remix-run/node";
import { sessionOf, sessionStorage } from "~/account/session.server";

/** A message for the next page (spec §4: success in green, error in red), already translated by its sender. */
export interface FlashMessage {
  kind: "success" | "error";
  text: string;
}

const flashKey = "flashMessages";

function isFlashMessage(value: unknown): value is FlashMessage {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (candidate.kind === "success" || candidate.kind === "error") && typeof candidate.text === "string";
}

/**
 * Post/redirect/get with a message (ARCHITECTURE.md rule 7): the message rides the session cookie across the
 * redirect and the root loader shows it once. Messages flashed by the same request accumulate.
 */
export async function redirectWithMessage(request: Request, to: string, message: FlashMessage, init?: ResponseInit) {
  const session = await sessionOf(request);
  const pending: unknown = session.get(flashKey);
  const messages = Array.isArray(pending) ? pending.filter(isFlashMessage) : [];
  session.flash(flashKey, [...messages, message]);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await sessionStorage.commitSession(session));
  return redirect(to, { ...init, headers });
}

/**
 * Reads and clears the waiting messages. The session is committed only when there were some, so ordinary pages
 * do not rewrite the session cookie.
 */
export async function takeFlashMessages(request: Request): Promise<{ messages: FlashMessage[]; setCookie?: string }> {
  const session = await sessionOf(request);
  if (!session.has(flashKey)) return { messages: [] };
  const stored: unknown = session.get(flashKey);
  const messages = Array.isArray(stored) ? stored.filter(isFlashMessage) : [];
  return { messages, setCookie: await sessionStorage.commitSession(session) };
}

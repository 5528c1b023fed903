import type { BrowserContext } from "@playwright/test";
import { apiPaths } from "#contract/paths";
import { latestOutboxMessage } from "../../support/festival-fixtures";
import { e2eFestivalApiUrl } from "./e2e-env";
import { e2eDatabase } from "./festival-fixtures";
import { remixCookieValue } from "./shell";

/** What the account screens' tests share: the reset link a user reads in their mailbox, and an English browser. */

/** The path and query (`/reset-password?token=…&email=…`) of the newest reset link e-mailed to `email`. */
export async function passwordResetLinkFor(email: string): Promise<string> {
  const message = await latestOutboxMessage(e2eDatabase(), email, "email");
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(message?.body ?? "");
  if (!link) throw new Error(`No reset link e-mailed to ${email}:\n${message?.body ?? "(no e-mail)"}`);
  const url = new URL(link[0]);
  return `${url.pathname}${url.search}`;
}

/** Whether the festival API has ever written an e-mail to this address. */
export async function anyEmailTo(email: string): Promise<boolean> {
  return (await latestOutboxMessage(e2eDatabase(), email, "email")) !== undefined;
}

/** Asks the festival API itself for a reset link for this address, as the reminder form does; answers the status. */
export async function remindThroughFestivalApi(email: string): Promise<number> {
  const response = await fetch(`${e2eFestivalApiUrl()}${apiPaths.passwordRemind()}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  return response.status;
}

/** Asks for reminders until the festival API throttles this address (spec §8 429), so the next one is refused. */
export async function exhaustReminders(email: string) {
  for (;;) {
    const status = await remindThroughFestivalApi(email);
    if (status === 429) return;
    if (status >= 300) throw new Error(`The festival API answered a reminder with ${status}`);
  }
}

/** Whether the festival API lets this account log in with this password. */
export async function festivalApiAcceptsLogin(account: { email: string; password: string }): Promise<boolean> {
  const response = await fetch(`${e2eFestivalApiUrl()}${apiPaths.login()}`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  return response.ok;
}

/** The portal in English for this browser (the language cookie the language switch sets). */
export async function useEnglish(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: "language", value: remixCookieValue("en"), url: baseUrl }]);
}

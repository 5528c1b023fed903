import { apiPaths } from "#contract/paths";
import { authResponseSchema, userResponseSchema, type RegisterPayload } from "#contract/user";
import { openPgDatabase } from "../../../upstream/db/pg-database";
import type { Database } from "../../../upstream/index";
import { FIXTURE_PASSWORD, latestOutboxMessage, uniqueContact } from "../../support/festival-fixtures";
import { smsCodeIn, verificationQuery } from "../../support/outbox-messages";
import { e2eFestivalApiUrl } from "./e2e-env";

let database: Database | undefined;

/** The E2E run's festival database (global setup): its outbox stands in for a newcomer's mailbox and phone. */
export function e2eDatabase(): Database {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is set by the E2E global setup");
  database ??= openPgDatabase(url, { maxConnections: 2 });
  return database;
}

/** An account of the festival API, ready to log in with its password. */
export interface FestivalAccount {
  /** As the festival API stored it (it capitalises names) and the portal shows it. */
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** How far a newcomer got: registered only, the e-mail's link followed too, or the SMS code entered as well. */
export type AccountStage = "registered" | "email verified" | "verified";

async function callFestivalApi(method: "GET" | "POST", path: string, options: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${e2eFestivalApiUrl()}${path}`, {
    method,
    headers: {
      Accept: "application/json",
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function outboxMessage(to: string, channel: "email" | "sms") {
  const message = await latestOutboxMessage(e2eDatabase(), to, channel);
  if (!message) throw new Error(`The festival API wrote no ${channel} to ${to}`);
  return message;
}

/**
 * A fresh account (an e-mail and phone of its own) made exactly as a newcomer makes one, through the festival
 * API's own calls: register, follow the link of the e-mail, enter the code of the SMS, both read from the outbox.
 */
export async function createAccount(stage: AccountStage): Promise<FestivalAccount> {
  const { email, phone } = uniqueContact();
  const password = FIXTURE_PASSWORD;
  const registration: RegisterPayload = {
    name: "Test User",
    email,
    phone,
    age: 1990,
    city: "Gdańsk",
    password,
    password_confirmation: password,
  };
  const registered = userResponseSchema.parse(await callFestivalApi("POST", apiPaths.register(), { body: registration })).data;
  const account = { name: registered.name, email, phone, password };
  if (stage === "registered") return account;

  const verificationEmail = await outboxMessage(email, "email");
  const verifyEmailPath = apiPaths.verifyEmail() + verificationQuery(verificationEmail.body);
  const { token } = authResponseSchema.parse(await callFestivalApi("GET", verifyEmailPath));
  if (stage === "email verified") return account;

  const sms = await outboxMessage(phone, "sms");
  await callFestivalApi("POST", apiPaths.verifyPhone(), { token, body: { code: smsCodeIn(sms.body), phone } });
  return account;
}

/** A fresh account with e-mail and phone verified: a user who may do everything the portal offers. */
export function createVerifiedUser(): Promise<FestivalAccount> {
  return createAccount("verified");
}

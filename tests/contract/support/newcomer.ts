import { expect } from "vitest";
import { apiPaths } from "../../../contract/paths";
import { authResponseSchema, type RegisterPayload } from "../../../contract/user";
import { latestOutboxMessage } from "../../support/festival-fixtures";
import { call, type TestApi } from "./test-api";

let registrationCounter = 0;

/** A valid registration with an e-mail and phone no other registration of the run uses. */
export function registrationPayload(overrides: Record<string, unknown> = {}): RegisterPayload {
  registrationCounter++;
  return {
    name: "jan kowalski-nowak",
    email: `rejestracja${registrationCounter}-${Date.now()}@example.org`,
    phone: `+48600${String(Date.now()).slice(-5)}${String(registrationCounter).padStart(3, "0")}`,
    age: 1990,
    city: "Gdańsk",
    password: "bezpieczne1",
    password_confirmation: "bezpieczne1",
    ...overrides,
  } as RegisterPayload;
}

/** The query of the verification link in an e-mail's body. */
export function verificationQuery(emailBody: string): string {
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(emailBody)![0];
  return new URL(link).search;
}

/** The code in an SMS's body. */
export function smsCodeIn(smsBody: string): string {
  return /\b(\d{6})\b/.exec(smsBody)![1];
}

/** Register and follow the e-mail link, as a newcomer does: logged in, the SMS code on its way. */
export async function registerAndFollowLink(api: TestApi, overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  expect((await call(api, "POST", apiPaths.register(), { body: payload })).status).toBe(201);
  const email = await latestOutboxMessage(api.db, payload.email, "email");
  const verified = await call(api, "GET", apiPaths.verifyEmail() + verificationQuery(email.body));
  expect(verified.status).toBe(200);
  const { token } = authResponseSchema.parse(verified.body);
  const code = smsCodeIn((await latestOutboxMessage(api.db, payload.phone, "sms")).body);
  return { payload, token, code, emailBody: email.body };
}

import { expect } from "vitest";
import { apiPaths } from "../../../contract/paths";
import { authResponseSchema, type RegisterPayload } from "../../../contract/user";
import { latestOutboxMessage } from "../../support/festival-fixtures";
import { smsCodeIn, verificationQuery } from "../../support/outbox-messages";
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

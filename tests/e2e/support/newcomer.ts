import { expect, type BrowserContext, type Page } from "@playwright/test";
import { latestOutboxMessage } from "../../support/festival-fixtures";
import { smsCodeIn, verificationQuery } from "../../support/outbox-messages";
import { e2eDatabase } from "./festival-fixtures";
import { remixCookieValue } from "./shell";

/** What the newcomer's tests share: the registration form's labels, the festival's records of an address. */

export type Language = "pl" | "en";

/** The registration form's labels and button, as a person reads them. */
export const registrationLabels = {
  pl: {
    name: "Imię i nazwisko",
    email: "Adres e-mail",
    phone: "Numer telefonu",
    password: "Hasło",
    passwordConfirmation: "Powtórz hasło",
    city: "Miasto",
    birthYear: "Rok urodzenia",
    consent: /Akceptuję regulamin/,
    submit: "Zarejestruj się",
  },
  en: {
    name: "Name and surname",
    email: "E-mail address",
    phone: "Phone number",
    password: "Password",
    passwordConfirmation: "Repeat the password",
    city: "City",
    birthYear: "Year of birth",
    consent: /I accept the terms/,
    submit: "Register",
  },
} as const;

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation?: string;
  city: string;
  birthYear: string;
  consent: boolean;
}

/** Types into the registration form as a person would (the phone field starts with +48, so it is replaced). */
export async function fillRegistration(page: Page, values: RegistrationValues, language: Language = "pl") {
  const labels = registrationLabels[language];
  const main = page.getByRole("main");
  await main.getByLabel(labels.name).fill(values.name);
  await main.getByLabel(labels.email).fill(values.email);
  await main.getByLabel(labels.phone).fill(values.phone);
  await main.getByLabel(labels.password, { exact: true }).fill(values.password);
  await main.getByLabel(labels.passwordConfirmation).fill(values.passwordConfirmation ?? values.password);
  await main.getByLabel(labels.city).fill(values.city);
  await main.getByLabel(labels.birthYear).fill(values.birthYear);
  await main.getByRole("checkbox", { name: labels.consent }).setChecked(values.consent);
  await main.getByRole("button", { name: labels.submit }).click();
}

/** "+48 501 234-567": how people type a phone, with the spaces and dashes the form ignores. */
export function asTyped(phone: string): string {
  return `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 9)}-${phone.slice(9)}`;
}

/** Shows the portal in English to this browser, as the language switch does. */
export async function useEnglish(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: "language", value: remixCookieValue("en"), url: baseUrl }]);
}

/** The error summary a refused form shows above itself. */
export function errorSummary(page: Page, language: Language = "pl") {
  return page.getByRole("alert").filter({ hasText: language === "pl" ? "Popraw błędy w formularzu" : "Correct the errors in the form" });
}

/** How many accounts the festival API holds for this e-mail (a refused registration creates none). */
export async function accountsWith(email: string): Promise<number> {
  const [row] = await e2eDatabase().query<{ count: number }>("SELECT count(*)::int AS count FROM users WHERE email = $1", [email]);
  return row.count;
}

/** How many messages the festival API wrote to this address. */
export async function messagesTo(to: string, channel: "email" | "sms"): Promise<number> {
  const [row] = await e2eDatabase().query<{ count: number }>("SELECT count(*)::int AS count FROM outbox WHERE recipient = $1 AND channel = $2", [
    to,
    channel,
  ]);
  return row.count;
}

/** The query of the verification link in the last e-mail to this address. */
export async function verificationLinkQuery(email: string): Promise<string> {
  const message = await latestOutboxMessage(e2eDatabase(), email, "email");
  expect(message, `an e-mail to ${email}`).toBeDefined();
  return verificationQuery(message.body);
}

/** The code of the last SMS to this number. */
export async function latestSmsCode(phone: string): Promise<string> {
  const message = await latestOutboxMessage(e2eDatabase(), phone, "sms");
  expect(message, `an SMS to ${phone}`).toBeDefined();
  return smsCodeIn(message.body);
}

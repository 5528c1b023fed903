import { expect, type APIRequestContext } from "@playwright/test";
import { uniqueContact } from "../support/festival-fixtures";
import { createAccount } from "./support/festival-fixtures";
import { accountsWith } from "./support/newcomer";
import { sameOriginHeaders } from "./support/portal-requests";
import { signedInTest as test } from "./support/signed-in";

/**
 * Bad input to the newcomer's actions (issue #10): each answers a 4xx with its form, never a 5xx, and creates
 * nothing; the festival API's throttles and the guards of the verify pages, as requests.
 */

async function post(request: APIRequestContext, path: string, form: Record<string, string> | string) {
  return request.post(path, {
    headers: { ...sameOriginHeaders, ...(typeof form === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(typeof form === "string" ? { data: form } : { form }),
    maxRedirects: 0,
  });
}

test("bad registrations are refused with the form, and no account is created", async ({ request }) => {
  const { email, phone } = uniqueContact();
  const valid = { name: "Jan Nowak", email, phone, password: "haslo-testowe", password_confirmation: "haslo-testowe", city: "Gdańsk", age: "1990", consent: "on" };
  const bodies: (Record<string, string> | string)[] = [
    {},
    { ...valid, consent: "yes" },
    { ...valid, age: "dwa tysiące" },
    { ...valid, age: "-1990" },
    { ...valid, phone: "+48 abc def ghi" },
    { ...valid, name: "   " },
    { ...valid, name: "n".repeat(500) },
    { ...valid, password_confirmation: "inne-haslo" },
    // A name sent twice is not a text, and an unknown field changes nothing.
    `${new URLSearchParams(valid)}&email=${encodeURIComponent(email)}`,
  ];
  for (const body of bodies) {
    const answer = await post(request, "/register", body);
    expect(answer.status(), JSON.stringify(body).slice(0, 120)).toBe(400);
  }
  expect(await accountsWith(email)).toBe(0);
  // Not the page of the form: a body that is not a form.
  const json = await request.post("/register", { headers: sameOriginHeaders, data: valid, maxRedirects: 0 });
  expect(json.status()).toBe(415);
  expect(await accountsWith(email)).toBe(0);
});

test("a registration throttled by the festival API says when to try again", async ({ request }) => {
  const someone = await createAccount("registered");
  const attempt = { name: "Jan Nowak", email: someone.email, phone: uniqueContact().phone, password: "haslo-testowe", password_confirmation: "haslo-testowe", city: "Gdańsk", age: "1990", consent: "on" };
  let answer = await post(request, "/register", attempt);
  for (let tries = 1; answer.status() === 422 && tries < 20; tries++) answer = await post(request, "/register", attempt);
  expect(answer.status()).toBe(429);
  expect(await answer.text()).toMatch(/Zbyt wiele prób\. Spróbuj ponownie za \d+ min\./);
});

test("the e-mail link and its resend refuse what is no link and no address", async ({ request }) => {
  const hash = "a".repeat(40);
  for (const query of ["", "?id=1", `?hash=${hash}`, `?id=abc&hash=${hash}`, `?id=1&hash=${hash}&signature=zz`, "?id=1&hash=xyz"]) {
    const page = await request.get(`/verify${query}`, { maxRedirects: 0 });
    expect(page.status(), query).toBe(400);
    expect(await page.text(), query).toContain("Nieprawidłowy link");
  }
  // A link of the right shape that the festival API does not know.
  const unknown = await request.get(`/verify?id=999999&hash=${hash}&expires=1&signature=${"b".repeat(64)}`, { maxRedirects: 0 });
  expect(unknown.status()).toBe(403);
  expect(await unknown.text()).toContain("Link jest nieprawidłowy lub wygasł");

  for (const body of <Record<string, string>[]>[{}, { email: "nie-adres" }, { email: "x".repeat(300) + "@example.org" }]) {
    expect((await post(request, "/verify/mail", body)).status(), JSON.stringify(body).slice(0, 80)).toBe(400);
  }
});

test("the SMS step: a visitor logs in first; bad codes and phones are refused; too many wrong codes ask for a new one", async ({
  request: visitor,
  newSignedInContext,
}) => {
  const asVisitor = await post(visitor, "/verify/sms", { intent: "verify-code", code: "123456" });
  expect(asVisitor.status()).toBe(302);
  expect(asVisitor.headers().location).toBe("/login?redirectTo=%2Fverify%2Fsms");

  const [{ context }, other] = await Promise.all([newSignedInContext("email verified"), createAccount("registered")]);
  const request = context.request;
  for (const body of <Record<string, string>[]>[{ intent: "verify-code", code: "12345" }, { intent: "verify-code", code: "12345a" }, { code: "" }, { intent: "send-code", phone: "600" }]) {
    expect((await post(request, "/verify/sms", body)).status(), JSON.stringify(body)).toBe(400);
  }
  const taken = await post(request, "/verify/sms", { intent: "send-code", phone: other.phone });
  expect(taken.status()).toBe(422);
  expect(await taken.text()).toContain("Ten numer telefonu jest już używany");

  // SMS codes allow a bounded number of wrong attempts (upstream: 5); then only a new code helps.
  let answer = await post(request, "/verify/sms", { intent: "verify-code", code: "000000" });
  for (let tries = 1; answer.status() === 422 && tries < 10; tries++) answer = await post(request, "/verify/sms", { intent: "verify-code", code: "000000" });
  expect(answer.status()).toBe(429);
  expect(await answer.text()).toContain("Za dużo błędnych prób: wyślij nowy kod");
});

test("where the verify pages send each user, and the login sends an unverified one (spec §2, §4)", async ({ playwright, baseURL, signedInContext }) => {
  const verified = signedInContext.request;
  for (const path of ["/verify/sms", "/verify/mail"]) {
    const answer = await verified.get(path, { maxRedirects: 0 });
    expect(answer.headers().location, path).toBe("/user/events");
  }
  const postCode = await post(verified, "/verify/sms", { intent: "verify-code", code: "123456" });
  expect(postCode.headers().location).toBe("/user/events");

  const [registered, emailVerified] = await Promise.all([createAccount("registered"), createAccount("email verified")]);
  for (const [account, step] of [
    [registered, "/verify/mail"],
    [emailVerified, "/verify/sms"],
  ] as const) {
    const request = await playwright.request.newContext({ baseURL });
    const login = await request.post("/login", { form: { email: account.email, password: account.password }, headers: sameOriginHeaders, maxRedirects: 0 });
    expect(login.headers().location, account.email).toBe(step);
    // The e-mail step first: the SMS page sends a user who still owes it back there.
    if (step === "/verify/mail") expect((await request.get("/verify/sms", { maxRedirects: 0 })).headers().location).toBe("/verify/mail");
    await request.dispose();
  }
});

test("the portal serves no outbox unless OUTBOX_VIEW=1 says so", async ({ request }) => {
  expect((await request.get("/outbox")).status()).toBe(404);
});

import { expect, type APIRequestContext } from "@playwright/test";
import { apiPaths } from "#contract/paths";
import { userResponseSchema } from "#contract/user";
import { languageCookie } from "./event-data";
import { festivalApiAcceptsLogin, passwordResetLinkFor, remindThroughFestivalApi } from "./support/account-pages";
import { e2eFestivalApiUrl } from "./support/e2e-env";
import { createAccount, createVerifiedUser, type FestivalAccount } from "./support/festival-fixtures";
import { festivalApiToken } from "./support/festival-user-data";
import { expectSingleFetchRedirect, logInThroughThePortal, sameOriginHeaders } from "./support/portal-requests";
import { signedInTest as test } from "./support/signed-in";

/**
 * Issue 10, as requests: the guards of spec §2 on the account routes, for documents, single-fetch data requests
 * and POSTs alike, and bad input to each action, which answers a 4xx, never a 5xx, and changes nothing.
 */

/** A form as fields, or as the urlencoded text of one (to send a field twice). */
type FormBody = Record<string, string> | string;

async function post(request: APIRequestContext, path: string, form: FormBody) {
  return request.post(path, {
    headers: { ...sameOriginHeaders, ...(typeof form === "string" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}) },
    ...(typeof form === "string" ? { data: form } : { form }),
    maxRedirects: 0,
  });
}

async function expectRedirect(answer: Awaited<ReturnType<APIRequestContext["get"]>>, location: string) {
  expect(answer.status(), answer.url()).toBe(302);
  expect(answer.headers().location, answer.url()).toBe(location);
}

async function festivalProfile(account: FestivalAccount) {
  const response = await fetch(`${e2eFestivalApiUrl()}${apiPaths.profile()}`, {
    headers: { Accept: "application/json", Authorization: `Bearer ${await festivalApiToken(account)}` },
  });
  return userResponseSchema.parse(await response.json()).data;
}

test.describe("guards of the account routes", () => {
  test("the panel and the profile send a visitor to log in and back", async ({ request }) => {
    for (const path of ["/user/info", "/user/info?tab=password", "/user/info?confirm=delete", "/user/events"]) {
      const login = `/login?redirectTo=${encodeURIComponent(path)}`;
      await expectRedirect(await request.get(path, { maxRedirects: 0 }), login);
      const [pathname, query] = path.split("?");
      const dataPath = `${pathname}.data?${query ? `${query}&` : ""}_routes=routes/${pathname.slice(1).replace("/", ".")}`;
      await expectSingleFetchRedirect(await request.get(dataPath, { maxRedirects: 0 }), login);
    }
    // Spec §2 names the registered tab /user/events/registered: it is the panel's own URL, with the same guard.
    const alias = await request.get("/user/events/registered?page=2", { maxRedirects: 0 });
    expect(alias.status()).toBe(301);
    expect(alias.headers().location).toBe("/user/events?page=2");
    for (const intent of ["change-data", "change-password", "delete-account"]) {
      await expectRedirect(await post(request, "/user/info", { intent }), "/login?redirectTo=%2Fuser%2Finfo");
    }
  });

  test("an account still owing a verification is sent to it, from the pages and their action", async ({ playwright, baseURL }) => {
    for (const [stage, step] of [
      ["registered", "/verify/mail"],
      ["email verified", "/verify/sms"],
    ] as const) {
      const user = await createAccount(stage);
      const request = await playwright.request.newContext({ baseURL });
      await logInThroughThePortal(request, user);
      await expectRedirect(await request.get("/user/info", { maxRedirects: 0 }), step);
      await expectRedirect(await request.get("/user/events", { maxRedirects: 0 }), step);
      await expectSingleFetchRedirect(await request.get("/user/events.data?_routes=routes/user.events", { maxRedirects: 0 }), step);
      await expectRedirect(await post(request, "/user/info", { intent: "delete-account" }), step);
      await request.dispose();
      expect(await festivalApiAcceptsLogin(user), "the account is still there").toBe(true);
    }
  });

  test("/reset-password without a token, or for a signed-in user, goes home", async ({ request, signedInContext }) => {
    const form = { token: "abc", email: "someone@test.example.org", password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" };
    for (const path of ["/reset-password", "/reset-password?email=someone%40test.example.org", "/reset-password?token="]) {
      await expectRedirect(await request.get(path, { maxRedirects: 0 }), "/");
      await expectRedirect(await post(request, path, form), "/");
    }
    const signedIn = signedInContext.request;
    await expectRedirect(await signedIn.get("/reset-password?token=abc&email=x%40y.org", { maxRedirects: 0 }), "/");
    await expectSingleFetchRedirect(await signedIn.get("/reset-password.data?token=abc&email=x%40y.org", { maxRedirects: 0 }), "/");
    await expectRedirect(await post(signedIn, "/reset-password?token=abc&email=x%40y.org", form), "/");
  });
});

test.describe("bad input to the account actions", () => {
  test("login refuses a too long address itself, and a throttled login says when to try again, in the user's language", async ({ request }) => {
    // Each error in the summary names its field, and the form points at no element that is not there.
    const empty = await post(request, "/login", {});
    expect(empty.status()).toBe(400);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain(">Adres e-mail: To pole jest wymagane</a>");
    expect(emptyPage).toContain(">Hasło: To pole jest wymagane</a>");
    expect(emptyPage).not.toMatch(/aria-describedby="login-error"/);

    const tooLong = await post(request, "/login", { email: `${"a".repeat(300)}@test.example.org`, password: "jakies-haslo" });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("Adres e-mail jest za długi");

    const user = await createVerifiedUser();
    const attempt = () =>
      request.post("/login", {
        headers: { ...sameOriginHeaders, Cookie: `language=${languageCookie("en", "").value}` },
        form: { email: user.email, password: "not-the-password" },
        maxRedirects: 0,
      });
    let answer = await attempt();
    for (let tries = 1; answer.status() === 401 && tries < 20; tries++) answer = await attempt();
    expect(answer.status()).toBe(429);
    const page = await answer.text();
    expect(page).toMatch(/Too many attempts\. Try again in \d+ min\./);
    expect(page).not.toContain("Zbyt wiele");
  });

  test("the reminder and the reset refuse it with their form, and no password changes", async ({ request }) => {
    const reminders: FormBody[] = [{}, { email: "" }, { email: "nie-adres" }, { email: `${"a".repeat(300)}@test.example.org` }, "email=a%40b.pl&email=c%40d.pl"];
    for (const body of reminders) {
      const answer = await post(request, "/remind-password", body);
      expect(answer.status(), JSON.stringify(body)).toBe(400);
    }

    const user = await createVerifiedUser();
    expect(await remindThroughFestivalApi(user.email)).toBe(200);
    const link = await passwordResetLinkFor(user.email);
    const { token, email } = Object.fromEntries(new URL(link, "http://portal.test").searchParams);
    const valid = { token, email, password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" };
    const resets: FormBody[] = [
      {},
      { ...valid, password: "krotkie", password_confirmation: "krotkie" },
      { ...valid, password_confirmation: "inne-haslo-1" },
      `${new URLSearchParams(valid)}&password=drugie-haslo-1`,
    ];
    for (const body of resets) {
      const answer = await post(request, link, body);
      expect(answer.status(), JSON.stringify(body)).toBe(400);
    }
    // A token that is not the link's: the festival API refuses it, the page says so, and nobody is signed in.
    const forged = await post(request, link, { ...valid, token: "a".repeat(43) });
    expect(forged.status()).toBe(422);
    expect(await forged.text()).toContain("Link do zmiany hasła jest nieprawidłowy lub wygasł");
    await expectRedirect(await request.get("/user/info", { maxRedirects: 0 }), "/login?redirectTo=%2Fuser%2Finfo");
    expect(await festivalApiAcceptsLogin(user)).toBe(true);
  });

  test("the profile's actions refuse it with their form, and neither the data nor the password changes", async ({ request }) => {
    const user = await createVerifiedUser();
    await logInThroughThePortal(request, user);
    const before = await festivalProfile(user);
    const data = { intent: "change-data", name: before.name, city: before.city, age: String(before.age) };
    const password = { intent: "change-password", old_password: user.password, password: "nowe-haslo-1", password_confirmation: "nowe-haslo-1" };
    const profileChanges: FormBody[] = [
      {},
      { intent: "something-else" },
      // One intent only: a second would leave it to the order of fields which change is meant.
      `intent=change-data&${new URLSearchParams({ ...data, intent: "delete-account" })}`,
      { intent: "change-data" },
      { ...data, name: "   " },
      { ...data, city: "" },
      { ...data, age: "tysiąc" },
      { ...data, age: "1850" },
      { ...data, age: "2999" },
      { ...data, name: "n".repeat(500) },
      `${new URLSearchParams({ ...data, name: "Inna Osoba" })}&name=Jeszcze+Inna`,
      { intent: "change-password" },
      { ...password, password: "krotkie", password_confirmation: "krotkie" },
      { ...password, password_confirmation: "inne-haslo-1" },
    ];
    for (const body of profileChanges) {
      const answer = await post(request, "/user/info", body);
      expect(answer.status(), JSON.stringify(body)).toBe(400);
    }
    // Saving what is saved already changes nothing, and says so: not a refusal, so not a 400.
    const unchanged = await post(request, "/user/info", data);
    expect(unchanged.status()).toBe(200);
    expect(await unchanged.text()).toContain("Nic nie zmieniono");
    // A NUL in a text (PostgreSQL cannot store it): the festival API refuses it as input, the form says where.
    const withNul = await post(request, "/user/info", { ...data, city: "Gdy\u0000nia" });
    expect(withNul.status()).toBe(422);
    expect(await withNul.text()).toContain("Tekst zawiera niedozwolony znak");

    expect(await festivalProfile(user)).toEqual(before);
    expect(await festivalApiAcceptsLogin(user)).toBe(true);
  });
});

import { expect, type Page } from "@playwright/test";
import { uniqueContact } from "../support/festival-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { formChecksNeverArrive, postsSentBy } from "./support/page-requests";
import { englishOnce, javaScriptOnly } from "./support/project-tags";
import { createAccount, e2eDatabase } from "./support/festival-fixtures";
import {
  accountsWith,
  asTyped,
  errorSummary,
  fillRegistration,
  latestSmsCode,
  messagesTo,
  registrationLabels,
  useEnglish,
  verificationLinkQuery,
  type Language,
} from "./support/newcomer";
import { registerThroughThePortal } from "./support/portal-requests";
import { expectTitleNamingHeading, mobile } from "./support/shell";
import { signedInTest as test } from "./support/signed-in";
import { javaScriptOn } from "./support/test";

/**
 * The newcomer's screens one by one (issue #10), in Polish with JavaScript on and off, each once in English with
 * JavaScript on (the tests tagged `englishOnce`), with axe in every state the journey does not scan already
 * (newcomer-journey.spec.ts goes the whole way through in the demo), errors included. Bad input to the actions is
 * newcomer-actions.http.spec.ts.
 */

/** The registration page's information clause and consent, as a person reads them. */
const clauseTexts = {
  pl: {
    clause: "Jak przetwarzamy Twoje dane",
    authority: "Prezesa Urzędu Ochrony Danych Osobowych",
    consent: "Regulamin i prywatność",
    terms: "regulamin",
    privacyPolicy: "politykę prywatności",
  },
  en: {
    clause: "How we process your data",
    authority: "President of the Personal Data Protection Office",
    consent: "Terms and privacy",
    terms: "terms",
    privacyPolicy: "privacy policy",
  },
} satisfies Record<Language, Record<string, string>>;

async function expectClauseBesideTheForm(page: Page, language: Language) {
  const text = clauseTexts[language];
  const clause = page.getByRole("complementary", { name: text.clause });
  await expect(clause).toContainText(text.authority);
  const consent = page.getByRole("group", { name: text.consent });
  await expect(consent.getByRole("link", { name: text.terms })).toHaveAttribute("href", "/statute");
  await expect(consent.getByRole("link", { name: text.privacyPolicy })).toHaveAttribute("href", "/private-policy");
  const labels = registrationLabels[language];
  await expect(page.getByLabel(labels.name)).toHaveAttribute("autocomplete", "name");
  await expect(page.getByLabel(labels.phone)).toHaveAttribute("autocomplete", "tel");
  await expect(page.getByLabel(labels.password, { exact: true })).toHaveAttribute("autocomplete", "new-password");
  await expect(page.getByLabel(labels.city)).toHaveAttribute("autocomplete", "address-level2");
  await expect(page.getByLabel(labels.birthYear)).toHaveAttribute("autocomplete", "bday-year");
}

test.describe("/register", () => {
  test("Back from the terms, followed from the consent, finds what was typed still in the form", async ({ page }) => {
    const { email } = uniqueContact();
    await page.goto("/register");
    const main = page.getByRole("main");
    await main.getByLabel("Imię i nazwisko").fill("Jan Kowalski");
    await main.getByLabel("Adres e-mail").fill(email);
    await main.getByRole("group", { name: "Regulamin i prywatność" }).getByRole("link", { name: "regulamin" }).click();
    await expect(page).toHaveURL("/statute");
    await page.goBack();
    await expect(page).toHaveURL("/register");
    await expect(main.getByLabel("Imię i nazwisko")).toHaveValue("Jan Kowalski");
    await expect(main.getByLabel("Adres e-mail")).toHaveValue(email);
  });

  test("after a change of language, the error summary names the fields in the new language", javaScriptOnly, async ({ page }) => {
    await page.goto("/register");
    const main = page.getByRole("main");
    await main.getByRole("button", { name: "Zarejestruj się" }).click();
    await expect(errorSummary(page).getByRole("link").first()).toHaveText("Imię i nazwisko: To pole jest wymagane");

    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
    const items = errorSummary(page, "en").getByRole("link");
    await expect(items.first()).toHaveText(/^Name and surname: /);
    for (const item of await items.allTextContents()) expect(item).not.toMatch(/Imię|Adres|Numer|Hasło|Regulamin/);
  });

  test("spec §5's rules and the festival API's refusals show under their fields, keep what was typed and create nothing", async ({ page }) => {
    const { email, phone } = uniqueContact();
    const main = page.getByRole("main");
    // With JS the schema and conform's zod reader come after the page (issue 13: zod is not in the first load); the
    // browser then checks the form before sending it, so a refused form sends nothing.
    const checksLoaded = javaScriptOn()
      ? Promise.all([/\/newcomer-forms-\w+\.js$/, /\/v4-\w+\.js$/].map((chunk) => page.waitForResponse((response) => chunk.test(response.url()))))
      : null;
    const posts = postsSentBy(page);
    await page.goto("/register");
    await expectTitleNamingHeading(page, "Załóż konto");
    // A module's answer is not enough: it runs once the chunks it imports are in too. Importing the same modules
    // in the page resolves once they have run, and so has the form's own import of them.
    const checkModules = (await checksLoaded)?.map((response) => response.url());
    if (checkModules) await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))).then(() => undefined), checkModules);
    await expect(main.getByLabel("Numer telefonu")).toHaveValue("+48");
    await fillRegistration(page, {
      name: "jan",
      email,
      phone: "+48 12",
      password: "krotkie",
      city: "Gdańsk",
      birthYear: "1850",
      consent: false,
    });

    const summary = errorSummary(page);
    // With JS the browser checks the schema before sending; without it the server does, with the same words.
    for (const error of [
      "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr",
      "Hasło musi mieć co najmniej 8 znaków",
      "Rok urodzenia nie może być wcześniejszy niż 1900",
      "Zaakceptuj regulamin i politykę prywatności",
    ]) {
      await expect(summary.getByRole("link", { name: error })).toBeVisible();
      await expect(main.locator(".form-field__error", { hasText: error })).toBeVisible();
    }
    if (javaScriptOn()) await expect(summary).toBeFocused();
    // Refused by the browser's check (JS) or by the server (without): the title says so first either way.
    await expectTitleNamingHeading(page, "Załóż konto", "pl", "Błąd: ");
    // A summary's link puts the focus in its field, and the field's label and error stay in view above it.
    await page.setViewportSize(mobile);
    await summary.getByRole("link", { name: "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr" }).click();
    await expect(main.getByLabel("Numer telefonu")).toBeFocused();
    await expect(main.getByText("Numer telefonu", { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(main.locator(".form-field__error", { hasText: "Numer telefonu musi" })).toBeInViewport({ ratio: 1 });
    // A second attempt failing as the first did (the same errors) takes the focus there again.
    await main.getByLabel("Miasto").focus();
    await main.getByRole("button", { name: "Zarejestruj się" }).click();
    if (javaScriptOn()) await expect(summary).toBeFocused();
    expect(posts).toHaveLength(javaScriptOn() ? 0 : 2);
    await expect(main.getByLabel("Imię i nazwisko")).toHaveValue("jan");
    await expect(main.getByLabel("Numer telefonu")).toHaveValue("+48 12");
    await expect(main.getByLabel("Rok urodzenia")).toHaveValue("1850");
    await expectNoAxeViolations(page);
    expect(await accountsWith(email)).toBe(0);

    // Mending a field: conform checks it anew at each keystroke, and the focus stays in it.
    if (javaScriptOn()) {
      const name = main.getByLabel("Imię i nazwisko");
      await name.focus();
      await name.press("End");
      await name.pressSequentially(" nowak");
      await expect(name).toBeFocused();
      await expect(name).toHaveValue("jan nowak");
      // The field's own error follows the typing; the summary (an alert, read out at each change) keeps what the
      // last attempt found until the next one.
      await main.getByLabel("Numer telefonu").fill(phone);
      await expect(main.locator(".form-field__error", { hasText: "Numer telefonu musi" })).toHaveCount(0);
      await expect(summary.getByRole("link", { name: "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr" })).toBeVisible();
      await main.getByRole("button", { name: "Zarejestruj się" }).click();
      await expect(summary.getByRole("link", { name: "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr" })).toHaveCount(0);
      await expect(summary).toBeFocused();
    }

    // What only the festival API knows: the e-mail is someone's already. The answer comes from the server, with JS
    // too: the title says so, and the passwords are not sent back.
    const someone = await createAccount("registered");
    await fillRegistration(page, { name: "jan nowak", email: someone.email, phone, password: "haslo-testowe", city: "Gdańsk", birthYear: "1990", consent: true });
    await expect(main.locator(".form-field__error", { hasText: "Ten adres e-mail jest już zajęty" })).toBeVisible();
    await expectTitleNamingHeading(page, "Załóż konto", "pl", "Błąd: ");
    if (javaScriptOn()) await expect(summary).toBeFocused();
    await expect(main.getByLabel("Adres e-mail")).toHaveValue(someone.email);
    // Without JS the page comes back from the server, which never sends a password back.
    if (!javaScriptOn()) await expect(main.getByLabel("Hasło", { exact: true })).toHaveValue("");
    await expectNoAxeViolations(page);
    expect(await accountsWith(someone.email)).toBe(1);
  });

  test("shows the information clause and the links to the terms and the privacy policy beside the form", async ({ page }) => {
    await page.goto("/register");
    await expectClauseBesideTheForm(page, "pl");
  });

  test("shows the information clause and the links beside the form in English", englishOnce, async ({ page, context, baseURL }) => {
    await useEnglish(context, baseURL!);
    await page.goto("/register");
    await expectTitleNamingHeading(page, "Create an account", "en");
    await expectClauseBesideTheForm(page, "en");
  });
});

test.describe("/verify, the e-mail's link", () => {
  test("without id and hash it is an invalid link; it signs in once, and used again it says to log in", async ({ page, browser, baseURL }) => {
    const main = page.getByRole("main");
    await page.goto("/verify");
    await expect(page.getByRole("heading", { level: 1, name: "Nie udało się potwierdzić adresu e-mail" })).toBeVisible();
    await expect(main).toContainText("Nieprawidłowy link");
    await expect(main.getByRole("link", { name: "Wyślij link ponownie" })).toHaveAttribute("href", "/verify/mail");
    await expectNoAxeViolations(page);

    const account = await registerThroughThePortal(page.request);
    const query = await verificationLinkQuery(account.email);
    await page.goto(`/verify${query.replace(/hash=[0-9a-f]/, (start) => (start.endsWith("0") ? `${start.slice(0, -1)}1` : `${start.slice(0, -1)}0`))}`);
    await expect(main).toContainText("Link jest nieprawidłowy lub wygasł");

    await page.goto(`/verify${query}`);
    await expect(page).toHaveURL(/\/verify\/sms$/);
    await expect(page.getByText("Weryfikacja się powiodła")).toBeVisible();

    // The link again in the same browser, now signed in: no login asked for, the way on is the step still owed.
    await page.goto(`/verify${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Adres e-mail jest już potwierdzony" })).toBeVisible();
    await expect(main).toContainText("Logowanie nie jest potrzebne");
    await main.getByRole("link", { name: "Przejdź dalej" }).click();
    await expect(page).toHaveURL(/\/verify\/sms$/);

    // The link again, from another browser: it signs in once only, and sends no second SMS.
    const other = await browser.newContext({ baseURL });
    const again = await other.newPage();
    await again.goto(`/verify${query}`);
    await expect(again.getByRole("heading", { level: 1, name: "Adres e-mail jest już potwierdzony" })).toBeVisible();
    await expectNoAxeViolations(again);
    await again.getByRole("main").getByRole("link", { name: "Zaloguj się" }).click();
    await expect(again).toHaveURL(/\/login$/);
    expect(await messagesTo(account.phone, "sms")).toBe(1);
    await other.close();
  });

  test("a link opened in a browser that did not register confirms the address and asks to log in, which leads to the SMS step", async ({ page }) => {
    // An account registered elsewhere (another device, or a stranger who kept the link and had this browser open it).
    const account = await createAccount("registered");
    await page.goto(`/verify${await verificationLinkQuery(account.email)}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Adres e-mail jest potwierdzony. Zaloguj się, aby dokończyć rejestrację.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    // The token the link issued was revoked: the link made no session of the account anywhere.
    const [{ count }] = await e2eDatabase().query<{ count: number }>(
      "SELECT count(*)::int AS count FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1",
      [account.email],
    );
    expect(count).toBe(0);

    const main = page.getByRole("main");
    await main.getByLabel("Adres e-mail").fill(account.email);
    await main.getByLabel(/^Hasło$/).fill(account.password);
    await main.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(/\/verify\/sms$/);
  });

  test("another account's link opened while signed in confirms that address, and the visitor stays in their own account", async ({ signedInPage: page, signedInUser }) => {
    const stranger = await createAccount("registered");
    await page.goto(`/verify${await verificationLinkQuery(stranger.email)}`);
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Adres e-mail jest potwierdzony" })).toBeVisible();
    await expect(main).toContainText(`Adres ${stranger.email} jest potwierdzony. Logowanie na to konto nie nastąpiło`);
    await expectNoAxeViolations(page);
    await main.getByRole("link", { name: "Przejdź dalej" }).click();
    await expect(page).toHaveURL(/\/user\/events$/);
    await page.goto("/user/info");
    await expect(page.getByRole("main").getByText(signedInUser.email)).toBeVisible();
    // The token the link issued was revoked: nobody holds a session of the stranger's account.
    const [{ count }] = await e2eDatabase().query<{ count: number }>(
      "SELECT count(*)::int AS count FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1",
      [stranger.email],
    );
    expect(count).toBe(0);
  });

  test("in English: an invalid link says so, and a used one says to log in", englishOnce, async ({ page, context, browser, baseURL }) => {
    await useEnglish(context, baseURL!);
    const main = page.getByRole("main");
    await page.goto("/verify?id=1");
    await expect(page.getByRole("heading", { level: 1, name: "Your e-mail address could not be confirmed" })).toBeVisible();
    await expect(main).toContainText("Invalid link");
    await expect(main.getByRole("link", { name: "Send the link again" })).toHaveAttribute("href", "/verify/mail");
    await expectNoAxeViolations(page);

    const account = await registerThroughThePortal(page.request);
    const query = await verificationLinkQuery(account.email);
    await page.goto(`/verify${query}`);
    await expect(page).toHaveURL(/\/verify\/sms$/);
    await expect(page.getByText("Verification successful")).toBeVisible();

    const other = await browser.newContext({ baseURL });
    await useEnglish(other, baseURL!);
    const again = await other.newPage();
    await again.goto(`/verify${query}`);
    await expect(again.getByRole("heading", { level: 1, name: "Your e-mail address is already confirmed" })).toBeVisible();
    await expect(again.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expectNoAxeViolations(again);
    await other.close();
  });
});

test.describe("/verify/mail", () => {
  test("sends the link again: a visitor types the address, a signed-in user finds theirs filled in", async ({ page, newSignedInContext }) => {
    const account = await createAccount("registered");
    const main = page.getByRole("main");
    await page.goto("/verify/mail");
    await expectTitleNamingHeading(page, "Potwierdź adres e-mail");
    await expectNoAxeViolations(page);

    await main.getByLabel("Adres e-mail").fill("jan@przyklad");
    await main.getByRole("button", { name: "Wyślij link ponownie" }).click();
    await expect(main.locator(".form-field__error", { hasText: "Wpisz poprawny adres e-mail" })).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByLabel("Adres e-mail").fill(account.email);
    await main.getByRole("button", { name: "Wyślij link ponownie" }).click();
    await expect(page.getByText("E-mail został wysłany ponownie")).toBeVisible();
    expect(await messagesTo(account.email, "email")).toBe(2);
    // The browser that asked for the link is the one it signs in in.
    await page.goto(`/verify${await verificationLinkQuery(account.email)}`);
    await expect(page).toHaveURL(/\/verify\/sms$/);

    const { context, user } = await newSignedInContext("registered");
    const signedIn = await context.newPage();
    await signedIn.goto("/verify/mail");
    await expect(signedIn.getByRole("main").getByLabel("Adres e-mail")).toHaveValue(user.email);
  });

  test("in English: a mistyped address is refused, a signed-in user finds theirs filled in", englishOnce, async ({ page, context, baseURL, newSignedInContext }) => {
    await useEnglish(context, baseURL!);
    const main = page.getByRole("main");
    await page.goto("/verify/mail");
    await expectTitleNamingHeading(page, "Confirm your e-mail address", "en");
    await main.getByLabel("E-mail address").fill("jan@przyklad");
    await main.getByRole("button", { name: "Send the link again" }).click();
    await expect(main.locator(".form-field__error", { hasText: "Enter a valid e-mail address" })).toBeVisible();
    await expectNoAxeViolations(page);

    const signedIn = await newSignedInContext("registered");
    await useEnglish(signedIn.context, baseURL!);
    const signedInPage = await signedIn.context.newPage();
    await signedInPage.goto("/verify/mail");
    await expect(signedInPage.getByRole("main").getByLabel("E-mail address")).toHaveValue(signedIn.user.email);
  });
});

test.describe("/verify/sms", () => {
  test("before its checks have arrived, a new code sent to a corrected number shows the number, with the old code's refusal gone", javaScriptOnly, async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext("email verified");
    const page = await context.newPage();
    const main = page.getByRole("main");
    // The forms' checks come after the page; on a slow connection a user acts before them.
    await formChecksNeverArrive(page, /\/newcomer-forms-\w+\.js$/);
    const posts = postsSentBy(page);
    await page.goto("/verify/sms");
    const rightCode = await latestSmsCode(user.phone);
    await main.getByLabel("Kod z SMS-a").fill(rightCode === "000000" ? "111111" : "000000");
    await main.getByRole("button", { name: "Potwierdź numer" }).click();
    await expect(main.locator(".form-field__error", { hasText: "Niepoprawny kod SMS" })).toBeVisible();

    // The code form's reset after the new code is sent stays in the browser: it no longer goes to the server as a
    // submission of its own, cancelling the page's reload, so the new number and its message showed.
    const corrected = uniqueContact().phone;
    await main.getByLabel("Numer telefonu").fill(corrected);
    await main.getByRole("button", { name: "Wyślij nowy kod" }).click();
    await expect(page.getByText(`Numer został zmieniony na ${corrected}`)).toBeVisible();
    await expect(main).toContainText(`na numer ${corrected}`);
    await expect(main.getByText("Niepoprawny kod SMS")).toHaveCount(0);
    expect(posts).toHaveLength(2);
  });

  test("a wrong code is refused, a mistyped phone is corrected and the code arrives at the new number", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext("email verified");
    const page = await context.newPage();
    const main = page.getByRole("main");
    await page.goto("/verify/sms");
    await expect(main).toContainText(user.phone);
    const code = main.getByLabel("Kod z SMS-a");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");

    const rightCode = await latestSmsCode(user.phone);
    await code.fill(rightCode === "000000" ? "111111" : "000000");
    await main.getByRole("button", { name: "Potwierdź numer" }).click();
    await expect(main.locator(".form-field__error", { hasText: "Niepoprawny kod SMS" })).toBeVisible();
    await expectTitleNamingHeading(page, "Wpisz kod z SMS-a", "pl", "Błąd: ");
    if (javaScriptOn()) await expect(errorSummary(page)).toBeFocused();
    await expectNoAxeViolations(page);

    const corrected = uniqueContact().phone;
    await main.getByLabel("Numer telefonu").fill(asTyped(corrected));
    await main.getByRole("button", { name: "Wyślij nowy kod" }).click();
    await expect(page.getByText(`Numer został zmieniony na ${corrected}`)).toBeVisible();
    await expect(main).toContainText(`na numer ${corrected}`);
    // The refusal was about the old code: it goes with it.
    await expect(main.getByText("Niepoprawny kod SMS")).toHaveCount(0);
    await expect(errorSummary(page)).toHaveCount(0);
    // The festival API sends a code once a minute, and says how long to wait: information, not an error (WCAG
    // 4.1.3), so a status, no error summary, no 'Błąd:' in the title.
    await main.getByLabel("Numer telefonu").fill(corrected);
    await main.getByRole("button", { name: "Wyślij nowy kod" }).click();
    await expect(main.getByRole("status").filter({ hasText: /^Nowy kod możesz wysłać za \d+ s\.$/ })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Nowy kod" })).toHaveCount(0);
    await expectTitleNamingHeading(page, "Wpisz kod z SMS-a");
    await expect(main.getByLabel("Numer telefonu")).toHaveValue(corrected);
    await expectNoAxeViolations(page);

    await code.fill(await latestSmsCode(corrected));
    await main.getByRole("button", { name: "Potwierdź numer" }).click();
    await expect(page).toHaveURL(/\/user\/events$/);
    await expect(page.getByText("Numer telefonu jest potwierdzony")).toBeVisible();
  });

  test("the other form on the page is no attempt at the summary's: after it, a change of language leaves the focus alone", javaScriptOnly, async ({
    newSignedInContext,
  }) => {
    const { context } = await newSignedInContext("email verified");
    const page = await context.newPage();
    const main = page.getByRole("main");
    await page.goto("/verify/sms");
    await main.getByRole("button", { name: "Potwierdź numer" }).click();
    await expect(errorSummary(page)).toBeFocused();
    // 'Send a new code' (the festival API asks to wait a minute: a status) beside the code's refused form.
    await main.getByRole("button", { name: "Wyślij nowy kod" }).click();
    await expect(main.getByRole("status").filter({ hasText: /^Nowy kod możesz wysłać za \d+ s\.$/ })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code from the SMS");
    await expect(errorSummary(page, "en")).toBeVisible();
    await expect(errorSummary(page, "en")).not.toBeFocused();
  });

  test("what one form said goes once the other is answered: a taken number's refusal, then a wrong code", async ({ newSignedInContext }) => {
    const someone = await createAccount("registered");
    const { context, user } = await newSignedInContext("email verified");
    const page = await context.newPage();
    const main = page.getByRole("main");
    await page.goto("/verify/sms");
    await main.getByLabel("Numer telefonu").fill(someone.phone);
    await main.getByRole("button", { name: "Wyślij nowy kod" }).click();
    const taken = main.getByText("Ten numer telefonu jest już używany");
    await expect(taken.first()).toBeVisible();

    const rightCode = await latestSmsCode(user.phone);
    await main.getByLabel("Kod z SMS-a").fill(rightCode === "000000" ? "111111" : "000000");
    await main.getByRole("button", { name: "Potwierdź numer" }).click();
    await expect(main.locator(".form-field__error", { hasText: "Niepoprawny kod SMS" })).toBeVisible();
    await expect(taken).toHaveCount(0);
    await expect(main.getByLabel("Numer telefonu")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("in English: a new code asked for too soon says how long to wait, as information", englishOnce, async ({ baseURL, newSignedInContext }) => {
    // The e-mail's link sent the first code just now.
    const { context } = await newSignedInContext("email verified");
    await useEnglish(context, baseURL!);
    const page = await context.newPage();
    const main = page.getByRole("main");
    await page.goto("/verify/sms");
    await expectTitleNamingHeading(page, "Enter the code from the SMS", "en");
    await main.getByRole("button", { name: "Send a new code" }).click();
    await expect(main.getByRole("status").filter({ hasText: /^You can ask for a new code in \d+ s\.$/ })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expectTitleNamingHeading(page, "Enter the code from the SMS", "en");
    await expectNoAxeViolations(page);
  });
});

import { expect, type Page } from "@playwright/test";
import { test, javaScriptOn } from "./support/test";
import {
  anyEmailTo,
  exhaustReminders,
  festivalApiAcceptsLogin,
  passwordResetLinkFor,
  remindThroughFestivalApi,
  useEnglish,
} from "./support/account-pages";
import { expectNoAxeViolations } from "./support/axe";
import { createVerifiedUser } from "./support/festival-fixtures";
import { expectTitleNamingHeading } from "./support/shell";
import { englishOnce } from "./support/project-tags";

/** Issue 10: /remind-password and /reset-password (spec §2, §4, §5, §8), with JS and without. */

async function askForReminder(page: Page, email: string, submit = "Wyślij link") {
  await page.goto("/remind-password");
  const main = page.getByRole("main");
  await main.getByLabel(/^(Adres e-mail|E-mail address)$/).fill(email);
  await main.getByRole("button", { name: submit }).click();
}

async function setNewPassword(page: Page, password: string, confirmation = password) {
  const main = page.getByRole("main");
  await main.getByLabel("Nowe hasło", { exact: true }).fill(password);
  await main.getByLabel("Powtórz nowe hasło").fill(confirmation);
  await main.getByRole("button", { name: "Zmień hasło" }).click();
}

test.describe("password reminder and reset", () => {
  test("a known and an unknown address get the same answer", async ({ page }) => {
    const user = await createVerifiedUser();
    const unknown = `nobody-${Date.now()}@test.example.org`;

    await page.goto("/remind-password");
    await expectTitleNamingHeading(page, "Nie pamiętasz hasła?");
    await expectNoAxeViolations(page);

    await askForReminder(page, unknown);
    await expect(page).toHaveURL(/\/remind-password\?sent$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sprawdź skrzynkę e-mail" })).toBeVisible();
    const answerForUnknown = await page.getByRole("main").innerText();
    await expectNoAxeViolations(page);

    await askForReminder(page, user.email);
    await expect(page).toHaveURL(/\/remind-password\?sent$/);
    // With JS the URL changes a moment before React renders the answer: a web-first check, not one read.
    await expect(page.getByRole("main")).toHaveText(answerForUnknown, { useInnerText: true });
    expect(await anyEmailTo(unknown)).toBe(false);
    expect(await passwordResetLinkFor(user.email)).toMatch(/^\/reset-password\?token=/);
  });

  test("the e-mailed link sets a new password once, signing the user in", async ({ page }) => {
    const user = await createVerifiedUser();
    expect(await remindThroughFestivalApi(user.email)).toBe(200);

    // A wrong confirmation first, then the new password, which signs the user in.
    const resetLink = await passwordResetLinkFor(user.email);
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { level: 1, name: "Ustaw nowe hasło" })).toBeVisible();
    await expect(page.getByRole("main").getByText(`Konto: ${user.email}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await setNewPassword(page, "nowe-haslo-123", "inne-haslo-123");
    await expect(page.getByRole("alert")).toContainText("Hasła muszą być takie same");
    await expect(page.getByRole("main").getByLabel("Powtórz nowe hasło")).toHaveAttribute("aria-invalid", "true");
    if (!javaScriptOn()) await expect(page).toHaveTitle(/^Błąd: /);
    await expectNoAxeViolations(page);

    await setNewPassword(page, "nowe-haslo-123");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Hasło zostało zmienione. Zalogowano Cię.")).toBeVisible();
    await expect(page.getByRole("banner").getByText(user.name).first()).toBeVisible();

    // Signed in, the link leads home (spec §2); signed out again, the used link is refused with the server's reason.
    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();
    await page.goto(resetLink);
    await setNewPassword(page, "jeszcze-inne-123");
    // (axe scans this state in English below.)
    await expect(page.getByRole("alert")).toContainText("Link do zmiany hasła jest nieprawidłowy lub wygasł");

    expect(await festivalApiAcceptsLogin({ email: user.email, password: user.password })).toBe(false);
    await page.goto("/login");
    await page.getByRole("main").getByLabel("Adres e-mail").fill(user.email);
    await page.getByRole("main").getByLabel("Hasło", { exact: true }).fill("nowe-haslo-123");
    await page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByText(user.name).first()).toBeVisible();
  });

  test("a refused reminder shows the server's reason in the e-mail field", async ({ page }) => {
    const email = `throttled-${Date.now()}@test.example.org`;
    await exhaustReminders(email);
    await askForReminder(page, email);
    const emailField = page.getByRole("main").getByLabel("Adres e-mail");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".form-field__error")).toHaveText(/Zbyt wiele prób\. Spróbuj ponownie za \d+ min\./);
    await expect(page.getByRole("alert")).toContainText("Zbyt wiele prób");
    await expect(emailField).toHaveValue(email);
    await expectNoAxeViolations(page);
  });

  test("works in English", englishOnce, async ({ page, context, baseURL }) => {
    await useEnglish(context, baseURL!);
    await page.goto("/remind-password");
    await expectTitleNamingHeading(page, "Forgot your password?", "en");
    await askForReminder(page, `nobody-en-${Date.now()}@test.example.org`, "Send the link");
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page).toHaveTitle("Check your e-mail – Baltic Science Festival");

    await page.goto("/reset-password?token=not-a-token&email=nobody%40test.example.org");
    await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel("New password", { exact: true }).fill("new-password-1");
    await main.getByLabel("Repeat the new password").fill("new-password-1");
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toContainText("The password reset link is invalid or has expired");
    await expect(page).toHaveTitle(/^Error: /);
    await expectNoAxeViolations(page);
  });
});

import { expect, type Page } from "@playwright/test";
import { festivalApiAcceptsLogin, useEnglish } from "./support/account-pages";
import { expectNoAxeViolations } from "./support/axe";
import { formChecksNeverArrive, postsSentBy } from "./support/page-requests";
import { desktop, expectTitleNamingHeading } from "./support/shell";
import { signedInTest as test } from "./support/signed-in";
import { englishOnce, javaScriptOnly } from "./support/project-tags";
import { javaScriptOn } from "./support/test";

/** Issue 10: /user/info (spec §2 "User info", §5, §8) and the deletion of one's account (RODO), with JS and without. */

test.use({ viewport: desktop });

function profileField(page: Page, label: string) {
  return page.getByRole("main").getByLabel(label, { exact: true });
}

async function changePassword(page: Page, oldPassword: string, newPassword: string) {
  await profileField(page, "Obecne hasło").fill(oldPassword);
  await profileField(page, "Nowe hasło").fill(newPassword);
  await profileField(page, "Powtórz nowe hasło").fill(newPassword);
  await page.getByRole("main").getByRole("button", { name: "Zmień hasło" }).click();
}

test.describe("profile", () => {
  test("name, city and birth year change, and the shell shows the new name", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto("/user/info");
    await expect(page.getByRole("heading", { level: 1, name: "Dane osobowe" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Ustawienia konta" });
    await expect(tabs.getByRole("link", { name: "Edytuj dane" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Zmień hasło" })).not.toHaveAttribute("aria-current", "page");
    // E-mail and phone are shown, not editable.
    await expect(page.getByRole("main").getByText(user.email)).toBeVisible();
    await expect(page.getByRole("main").getByText(user.phone)).toBeVisible();
    await expect(profileField(page, "Imię i nazwisko")).toHaveAttribute("autocomplete", "name");
    await expect(profileField(page, "Miasto")).toHaveAttribute("autocomplete", "address-level2");
    await expect(profileField(page, "Rok urodzenia")).toHaveAttribute("autocomplete", "bday-year");
    // As at the registration: text with a digit keypad, and the same hint.
    await expect(profileField(page, "Rok urodzenia")).toHaveAttribute("type", "text");
    await expect(profileField(page, "Rok urodzenia")).toHaveAttribute("inputmode", "numeric");
    await expect(profileField(page, "Rok urodzenia")).toHaveAccessibleDescription("Cztery cyfry, np. 1990");
    await expectNoAxeViolations(page);

    const save = page.getByRole("main").getByRole("button", { name: "Zapisz zmiany" });
    if (javaScriptOn()) {
      // Spec §2: save is disabled while nothing changed.
      await expect(save).toBeDisabled();
      await expect(save, "a disabled button does not look like one that acts").toHaveCSS("cursor", "not-allowed");
      await profileField(page, "Miasto").fill("Sopot");
      await expect(save).toBeEnabled();
      await profileField(page, "Miasto").fill("Gdańsk");
      await expect(save).toBeDisabled();
      // The name in small letters is a change to the form, but the same name once capitalised (spec §5).
      await profileField(page, "Imię i nazwisko").fill(user.name.toLowerCase());
      await save.click();
    } else {
      // Without JS the button cannot wait for a change: the server says nothing changed.
      await save.click();
    }
    // That is information, not an error (WCAG 4.1.3): a status, no error summary, no 'Błąd:' in the title.
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Nic nie zmieniono" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveTitle("Dane osobowe – Bałtycki Festiwal Nauki");
    await expectNoAxeViolations(page);

    await profileField(page, "Imię i nazwisko").fill("anna nowak-kowalska");
    await profileField(page, "Miasto").fill("Sopot");
    await profileField(page, "Rok urodzenia").fill("1985");
    await save.click();
    await expect(page.getByText("Dane zostały zmienione.")).toBeVisible();
    // The festival API capitalises the name; the shell's menu shows it at once.
    await expect(page.getByRole("banner").getByText("Anna Nowak-Kowalska").first()).toBeVisible();
    await expect(profileField(page, "Imię i nazwisko")).toHaveValue("Anna Nowak-Kowalska");
    await expect(profileField(page, "Miasto")).toHaveValue("Sopot");
    await expect(profileField(page, "Rok urodzenia")).toHaveValue("1985");
    if (javaScriptOn()) await expect(save).toBeDisabled();

    // A birth year the rules refuse keeps what was typed and says why.
    await profileField(page, "Rok urodzenia").fill("2999");
    await save.click();
    await expect(page.getByRole("alert")).toContainText("Rok urodzenia nie może być z przyszłości");
    await expect(profileField(page, "Rok urodzenia")).toHaveValue("2999");
    await expectNoAxeViolations(page);
  });

  test("a change sent after the session ended (logged out in another tab) is said not to be saved", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto("/user/info");
    await profileField(page, "Miasto").fill("Sopot");
    // Another tab logs out: the session cookie goes.
    await context.clearCookies({ name: "__session" });
    await page.getByRole("main").getByRole("button", { name: "Zapisz zmiany" }).click();

    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/user/info")}`);
    await expect(page.locator(".notification--error")).toContainText("Sesja wygasła, więc zmiana nie została zapisana. Zaloguj się ponownie i spróbuj jeszcze raz.");
    await expect(page.getByRole("main").getByText("Ta strona jest dostępna po zalogowaniu. Potem wrócisz na nią.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByLabel("Adres e-mail").fill(user.email);
    await page.getByRole("main").getByLabel("Hasło", { exact: true }).fill(user.password);
    await page.getByRole("main").getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page).toHaveURL("/user/info");
    await expect(profileField(page, "Miasto")).not.toHaveValue("Sopot");
  });

  test("the password changes only with the current one", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto("/user/info");
    await page.getByRole("navigation", { name: "Ustawienia konta" }).getByRole("link", { name: "Zmień hasło" }).click();
    await expect(page).toHaveURL(/\/user\/info\?tab=password$/);
    await expect(page.getByRole("link", { name: "Zmień hasło" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Zmień hasło – Dane osobowe – Bałtycki Festiwal Nauki");
    await expect(profileField(page, "Obecne hasło")).toHaveAttribute("autocomplete", "current-password");
    await expect(profileField(page, "Nowe hasło")).toHaveAttribute("autocomplete", "new-password");
    // Each password's show/hide toggle (JS only) is named after its field, so the three are told apart.
    const toggles = page.getByRole("button", { name: /^Pokaż hasło / });
    if (javaScriptOn()) {
      await expect(toggles).toHaveCount(3);
      const toggle = page.getByRole("button", { name: "Pokaż hasło Nowe hasło", exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await expect(profileField(page, "Nowe hasło")).toHaveAttribute("type", "text");
      await expect(profileField(page, "Obecne hasło")).toHaveAttribute("type", "password");
      await toggle.click();
      await expect(profileField(page, "Nowe hasło")).toHaveAttribute("type", "password");
    } else {
      await expect(toggles).toHaveCount(0);
    }
    await expectNoAxeViolations(page);

    await changePassword(page, "nie-to-haslo", "zmienione-haslo-1");
    await expect(page.getByRole("alert")).toContainText("Obecne hasło jest niepoprawne");
    await expect(profileField(page, "Obecne hasło")).toHaveAttribute("aria-invalid", "true");
    // The summary's heading sits under the section's h2 "Zmiana hasła" (WCAG 1.3.1).
    await expect(page.getByRole("alert").getByRole("heading", { level: 3, name: "Popraw błędy w formularzu" })).toBeVisible();
    await expect(page).toHaveTitle(/^Błąd: /);
    await expectNoAxeViolations(page);

    await changePassword(page, user.password, "zmienione-haslo-1");
    await expect(page.getByText("Hasło zostało zmienione.")).toBeVisible();
    await expect(page).toHaveURL(/\/user\/info\?tab=password$/);
    // The form is empty again: neither password stays on the screen.
    for (const label of ["Obecne hasło", "Nowe hasło", "Powtórz nowe hasło"]) await expect(profileField(page, label)).toHaveValue("");
    expect(await festivalApiAcceptsLogin({ email: user.email, password: "zmienione-haslo-1" })).toBe(true);
    expect(await festivalApiAcceptsLogin({ email: user.email, password: user.password })).toBe(false);
  });

  test("before its checks have arrived, a refused form keeps what is typed again, and only its sending asks the server", javaScriptOnly, async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    // The forms' checks (zod and the schemas) come after the page; on a slow connection a user acts before them.
    await formChecksNeverArrive(page, /\/account-forms-\w+\.js$/);
    const posts = postsSentBy(page);
    await page.goto("/user/info?tab=password");
    await changePassword(page, "nie-to-haslo", "zmienione-haslo-1");
    await expect(page.getByRole("alert")).toContainText("Obecne hasło jest niepoprawne");
    expect(posts).toHaveLength(1);

    // Typing again after the refusal is checked in the browser, keeping the server's error until the form is sent:
    // it asks the server nothing, and nothing typed is emptied by an answer.
    await profileField(page, "Obecne hasło").fill(user.password);
    await profileField(page, "Nowe hasło").fill("zmienione-haslo-1");
    await profileField(page, "Powtórz nowe hasło").fill("zmienione-haslo-1");
    await expect(profileField(page, "Obecne hasło")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toHaveLength(1);
    for (const [label, value] of [["Obecne hasło", user.password], ["Nowe hasło", "zmienione-haslo-1"], ["Powtórz nowe hasło", "zmienione-haslo-1"]]) {
      await expect(profileField(page, label)).toHaveValue(value);
    }
    await page.getByRole("main").getByRole("button", { name: "Zmień hasło" }).click();
    await expect(page.getByText("Hasło zostało zmienione.")).toBeVisible();
    expect(await festivalApiAcceptsLogin({ email: user.email, password: "zmienione-haslo-1" })).toBe(true);
  });

  test("the account is deleted only after a confirmation, and the user goes home signed out", async ({ newSignedInContext }) => {
    const { context, user } = await newSignedInContext();
    const page = await context.newPage();
    await page.goto("/user/info");
    const main = page.getByRole("main");

    if (javaScriptOn()) {
      await main.getByRole("button", { name: "Usuń konto" }).click();
      const dialog = page.getByRole("dialog", { name: "Czy na pewno usunąć konto?" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Nie, wróć" })).toBeFocused();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Nie, wróć" }).click();
      await expect(dialog).toBeHidden();
      await main.getByRole("button", { name: "Usuń konto" }).click();
      await dialog.getByRole("button", { name: "Tak, usuń konto" }).click();
    } else {
      await main.getByRole("link", { name: "Usuń konto" }).click();
      await expect(page).toHaveURL(/\/user\/info\?confirm=delete$/);
      await expectTitleNamingHeading(page, "Czy na pewno usunąć konto?");
      await expectNoAxeViolations(page);
      await main.getByRole("link", { name: "Nie, wróć" }).click();
      await expect(page).toHaveURL(/\/user\/info$/);
      await main.getByRole("link", { name: "Usuń konto" }).click();
      await main.getByRole("button", { name: "Tak, usuń konto" }).click();
    }

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Konto zostało usunięte wraz z Twoimi danymi.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Zaloguj się" }).first()).toBeVisible();
    expect(await festivalApiAcceptsLogin(user)).toBe(false);
    await page.goto("/user/info");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser%2Finfo$/);
  });

  test("works in English", englishOnce, async ({ signedInContext, signedInUser, baseURL }) => {
    await useEnglish(signedInContext, baseURL!);
    const page = await signedInContext.newPage();
    await page.goto("/user/info");
    await expectTitleNamingHeading(page, "Personal data", "en");
    await expect(page.getByRole("link", { name: "Edit data" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    await profileField(page, "Name and surname").fill(signedInUser.name.toLowerCase());
    await page.getByRole("main").getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "Nothing changed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveTitle("Personal data – Baltic Science Festival");

    await page.getByRole("link", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Change password" })).toBeVisible();
    const main = page.getByRole("main");
    await main.getByLabel("Current password", { exact: true }).fill("not-the-password");
    await main.getByLabel("New password", { exact: true }).fill("changed-password-1");
    await main.getByLabel("Repeat the new password", { exact: true }).fill("changed-password-1");
    await main.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toContainText("The current password is wrong");

    await page.goto("/user/info?confirm=delete");
    await expect(page.getByRole("heading", { level: 1, name: "Do you really want to delete your account?" })).toBeVisible();
  });
});

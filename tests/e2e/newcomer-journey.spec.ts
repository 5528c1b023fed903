import { expect } from "@playwright/test";
import { test } from "./support/test";
import { uniqueContact } from "../support/festival-fixtures";
import { smsCodeIn } from "../support/outbox-messages";
import { expectNoAxeViolations } from "./support/axe";
import { englishOnce, requestsOnly } from "./support/project-tags";
import { asTyped, fillRegistration, useEnglish, type Language } from "./support/newcomer";
import { portalForTheseTests } from "./support/portal-process";

/**
 * Issue #10's "done when": a newcomer completes register → e-mail → SMS → panel, in Polish and in English, with
 * JavaScript on and off, in the demo's configuration (`npm start` sets OUTBOX_VIEW=1), reading the e-mail's link
 * and the SMS code at the portal's /outbox as a person would.
 */

const texts = {
  pl: {
    registerHeading: "Załóż konto",
    sentHeading: "Sprawdź skrzynkę e-mail",
    outboxLink: "skrzynce nadawczej festiwalu",
    outboxHeading: "Skrzynka nadawcza festiwalu (demo)",
    emailTo: "E-mail do",
    smsTo: "SMS do",
    emailVerified: "Weryfikacja się powiodła",
    smsHeading: "Wpisz kod z SMS-a",
    code: "Kod z SMS-a",
    confirm: "Potwierdź numer",
    phoneVerified: "Numer telefonu jest potwierdzony",
  },
  en: {
    registerHeading: "Create an account",
    sentHeading: "Check your e-mail",
    outboxLink: "festival's outbox",
    outboxHeading: "The festival's outbox (demo)",
    emailTo: "E-mail to",
    smsTo: "SMS to",
    emailVerified: "Verification successful",
    smsHeading: "Enter the code from the SMS",
    code: "Code from the SMS",
    confirm: "Confirm the number",
    phoneVerified: "Your phone number is confirmed",
  },
} satisfies Record<Language, Record<string, string>>;

test.describe("the newcomer's journey in the demo", () => {
  // The demo's configuration. TRUST_PROXY lets the last test stand for a visitor from elsewhere (a forwarded
  // address); the browsers, which forward nothing, are this computer, as in the demo.
  const demo = portalForTheseTests({ OUTBOX_VIEW: "1", TRUST_PROXY: "loopback" });

  for (const language of ["pl", "en"] as const) {
    const title = `${language}: register, follow the e-mail's link and type the SMS code, both read at /outbox, and land in the panel`;
    // In Polish with JS on and off; in English once, with JS on.
    test(title, language === "en" ? englishOnce : {}, async ({ page, context }) => {
      // Four pages and two messages through the real festival API: a journey, not a screen.
      test.setTimeout(60_000);
      const text = texts[language];
      if (language === "en") await useEnglish(context, demo.url);
      const { email, phone } = uniqueContact();
      const main = page.getByRole("main");

      await page.goto(`${demo.url}/register`);
      await expect(page.getByRole("heading", { level: 1, name: text.registerHeading })).toBeVisible();
      await expectNoAxeViolations(page);
      await fillRegistration(
        page,
        { name: "anna maria NOWAK", email, phone: asTyped(phone), password: "haslo-nowicjusza", city: "Sopot", birthYear: "1994", consent: true },
        language,
      );

      await expect(page).toHaveURL(/\/register\?sent=1$/);
      await expect(page.getByRole("heading", { level: 1, name: text.sentHeading })).toBeVisible();
      await expectNoAxeViolations(page);

      await main.getByRole("link", { name: text.outboxLink }).click();
      await expect(page.getByRole("heading", { level: 1, name: text.outboxHeading })).toBeVisible();
      await expectNoAxeViolations(page);
      // The e-mail is in Polish and in English, each part with the link.
      const verificationLink = main.getByRole("article", { name: `${text.emailTo} ${email}` }).getByRole("link", { name: /\/verify\?/ });
      const link = await verificationLink.first().getAttribute("href");
      // The link names the festival's public address (PUBLIC_URL); this demo portal is on another port.
      const { pathname, search } = new URL(link!);
      await page.goto(`${demo.url}${pathname}${search}`);

      await expect(page).toHaveURL(/\/verify\/sms$/);
      await expect(page.getByText(text.emailVerified)).toBeVisible();
      // Signed in by the link, under the name as spec §5 sends it: capitalised words.
      await expect(page.getByRole("banner").getByText("Anna Maria Nowak").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: text.smsHeading })).toBeVisible();
      await expect(main).toContainText(phone);
      await expectNoAxeViolations(page);

      await page.goto(`${demo.url}/outbox`);
      const sms = await main.getByRole("article", { name: `${text.smsTo} ${phone}` }).locator("pre").innerText();
      await page.goto(`${demo.url}/verify/sms`);
      await main.getByLabel(text.code).fill(smsCodeIn(sms));
      await main.getByRole("button", { name: text.confirm }).click();

      await expect(page).toHaveURL(/\/user\/events$/);
      await expect(page.getByText(text.phoneVerified)).toBeVisible();
      // Verified now: the SMS step is behind them.
      const smsAgain = await page.request.get(`${demo.url}/verify/sms`, { maxRedirects: 0 });
      expect(smsAgain.headers().location).toBe("/user/events");
    });
  }

  test("the outbox answers only this computer: a visitor from elsewhere gets no page", requestsOnly, async ({ request }) => {
    expect((await request.get(`${demo.url}/outbox`)).status()).toBe(200);
    const fromElsewhere = await request.get(`${demo.url}/outbox`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(fromElsewhere.status()).toBe(404);
    expect(await fromElsewhere.text()).not.toContain("/verify?");
  });
});

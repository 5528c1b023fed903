import { expect, type Page } from "@playwright/test";
import { test, javaScriptOn } from "./support/test";
import { festivalEvents } from "./event-data";
import { expectNoAxeViolations } from "./support/axe";
import { e2ePortalUrl } from "./support/e2e-env";
import { sameOriginHeaders } from "./support/portal-requests";
import { acceptCookieBanner, desktop, mobile } from "./support/shell";
import { signedInTest } from "./support/signed-in";

const oneDayInSeconds = 24 * 60 * 60;

/** With JS the banner hides, and the text grows, before the preference's POST is answered; the cookie exists only once it is. */
function savedPreference(page: Page, preference: "cookies" | "large-text") {
  return page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(`/preferences/${preference}`));
}

/** Records every text the notifications' live region takes from now on, as a screen reader would be given it. */
async function recordLiveRegionTexts(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector(".notifications")!;
    const said: string[] = [];
    Object.assign(window, { regionTexts: said });
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true, subtree: true, characterData: true });
  });
}

async function liveRegionTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { regionTexts: string[] }).regionTexts.filter(Boolean));
}

test.describe("language switch", () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookieBanner(context, e2ePortalUrl);
  });

  test("switches to English and back on the same page, keeping its query", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility?from=switch&page=2");
    await page.getByRole("button", { name: "English" }).click();

    await expect(page).toHaveURL(/\/accessibility\?from=switch&page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByText("Done: Page language: English.")).toBeVisible();
    await expect(page).toHaveTitle("Accessibility statement – Baltic Science Festival");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Polski" }).click();
    await expect(page).toHaveURL(/\/accessibility\?from=switch&page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("heading", { level: 1, name: "Deklaracja dostępności" })).toBeVisible();
  });

  test("the mobile menu switches the language too, and the choice outlasts a reload", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/?title=las");
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Menu", exact: true }).getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/\?title=las$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  });
});

test.describe("font-size toggle", () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookieBanner(context, e2ePortalUrl);
  });

  test("A+ turns on large text on the same page, it persists, and A- turns it off", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility?from=font");
    await expect(page.locator("body")).not.toHaveClass(/large-text/);
    const rootFontSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const normalSize = javaScriptOn() ? await rootFontSize() : undefined;
    if (javaScriptOn()) await page.evaluate(() => Object.assign(window, { beforeToggle: true }));

    // With JS the page shows the choice before its POST is answered; the cookie exists only once it is.
    const saved = savedPreference(page, "large-text");
    await page.getByRole("button", { name: "A+ Powiększ tekst" }).click();
    await expect(page.locator("body")).toHaveClass(/large-text/);
    await expect(page.getByRole("button", { name: "A- Zmniejsz tekst" })).toBeVisible();
    await expect(page).toHaveURL(/\/accessibility\?from=font$/);
    if (javaScriptOn()) {
      // The change happened in place: the document was not reloaded, and the text did grow.
      expect(await page.evaluate(() => "beforeToggle" in window)).toBe(true);
      expect(parseFloat(await rootFontSize())).toBeGreaterThan(parseFloat(normalSize!));
      // Said in the page's status region, as the button keeps the focus.
      await expect(page.getByRole("status").filter({ hasText: "Duży tekst włączony." })).toBeAttached();
      await expect(page.getByRole("button", { name: "A- Zmniejsz tekst" })).toBeFocused();
    }
    await expectNoAxeViolations(page);

    await saved;
    await page.reload();
    await expect(page.locator("body")).toHaveClass(/large-text/);
    await page.getByRole("button", { name: "A- Zmniejsz tekst" }).click();
    await expect(page.locator("body")).not.toHaveClass(/large-text/);
    await expect(page.getByRole("button", { name: "A+ Powiększ tekst" })).toBeVisible();
    if (javaScriptOn()) await expect(page.getByRole("status").filter({ hasText: "Duży tekst wyłączony." })).toBeAttached();
  });

  signedInTest("after a logout in another tab, A+ on a page behind login leads to the login, and nothing stays loading", async ({
    newSignedInContext,
  }) => {
    const { context } = await newSignedInContext();
    await acceptCookieBanner(context, e2ePortalUrl);
    const page = await context.newPage();
    await page.setViewportSize(desktop);
    await page.goto("/user/events");
    await expect(page.getByRole("heading", { level: 1, name: "Moje wydarzenia" })).toBeVisible();
    // Another tab of the same browser logs out.
    expect((await context.request.post("/logout", { headers: sameOriginHeaders, form: {}, maxRedirects: 0 })).status()).toBe(302);

    await page.getByRole("button", { name: "A+ Powiększ tekst" }).click();
    await expect(page).toHaveURL("/login?redirectTo=%2Fuser%2Fevents");
    await expect(page.locator("body")).toHaveClass(/large-text/);
    await expect(page.getByRole("button", { name: "A- Zmniejsz tekst" })).toBeVisible();
    // The toggle's call is over: the loading bar goes and the status region has nothing more to say. (A redirect
    // of the page's reload after the call once left the call 'loading' for good: react-router#11235.)
    await expect(page.locator(".loading-indicator__bar")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("status")).toHaveText("");
    await expectNoAxeViolations(page);
  });

  test("large text reflows at 320 px: the list with its filters open scrolls only down (WCAG 1.4.10)", async ({ page, context }) => {
    await context.addCookies([{ name: "large_text", value: Buffer.from(JSON.stringify(true)).toString("base64"), url: e2ePortalUrl }]);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await expect(page.locator("body")).toHaveClass(/large-text/);
    await page.locator(".filter-panel__filters > summary").click();
    await expect(page.locator("#filter-time-max")).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(320);
    expect(await factWordsBrokenMidWord(page)).toEqual([]);
    // The event whose name has the longest word ('Cyberbezpieczeństwo'), and the terms with their long words.
    const longestWord = (name: string) => Math.max(...name.split(/\s+/).map((word) => word.length));
    const [longest] = (await festivalEvents()).sort((a, b) => longestWord(b.name) - longestWord(a.name));
    for (const path of [`/event/${longest.id}`, "/statute"]) {
      await page.goto(path);
      expect(await pageWidth(), path).toBeLessThanOrEqual(320);
      expect(await factWordsBrokenMidWord(page), path).toEqual([]);
    }
  });
});

test.describe("cookie banner", () => {
  test("Ok hides it for good: the acceptance is kept for a year", async ({ page, context }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility?from=cookies");
    const banner = page.getByRole("region", { name: "Pliki cookie" });
    await expect(banner).toContainText("Ten serwis używa plików cookie");
    await expectNoAxeViolations(page);

    await Promise.all([savedPreference(page, "cookies"), banner.getByRole("button", { name: "Ok", exact: true }).click()]);
    await expect(banner).toBeHidden();
    // With JS the banner goes in place: the focus its button had goes on to the top bar, not to the page.
    if (javaScriptOn()) await expect(page.getByRole("banner").getByRole("link", { name: "Bałtycki Festiwal Nauki" })).toBeFocused();
    await expect(page).toHaveURL(/\/accessibility\?from=cookies$/);
    const accepted = (await context.cookies()).find((cookie) => cookie.name === "accepted_cookie");
    expect(accepted?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * oneDayInSeconds);
    await page.reload();
    await expect(page.getByRole("region", { name: "Pliki cookie" })).toBeHidden();
  });

  test("the close icon hides it for this visit only", async ({ page, context }) => {
    await page.setViewportSize(mobile);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Pliki cookie" });
    await Promise.all([
      savedPreference(page, "cookies"),
      banner.getByRole("button", { name: "Zamknij komunikat o plikach cookie do końca wizyty" }).click(),
    ]);
    await expect(banner).toBeHidden();
    await page.goto("/accessibility");
    await expect(page.getByRole("region", { name: "Pliki cookie" })).toBeHidden();

    // A new visit: the browser keeps persistent cookies and drops session cookies.
    const persistent = (await context.cookies()).filter((cookie) => cookie.expires !== -1);
    await context.clearCookies();
    await context.addCookies(persistent);
    await page.goto("/accessibility");
    await expect(page.getByRole("region", { name: "Pliki cookie" })).toBeVisible();
  });
});

test.describe("flash messages", () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookieBanner(context, e2ePortalUrl);
  });

  test("a success message shows in green after a redirect and goes away", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    await recordLiveRegionTexts(page);
    await page.getByRole("button", { name: "English" }).click();
    const message = page.locator(".notification--success");
    await expect(message).toHaveText(/Done: Page language: English\./);
    if (javaScriptOn()) {
      // Said once, in English: not first with the Polish "Gotowe:" and button around the English text.
      expect((await liveRegionTexts(page)).every((text) => !/Gotowe|Zamknij/.test(text))).toBe(true);
    }
    await expect(message).toHaveCSS("background-color", "rgb(227, 243, 231)");
    if (javaScriptOn()) {
      await expect(message).toBeHidden({ timeout: 8_000 });
    } else {
      await page.reload();
      await expect(message).toHaveCount(0);
    }
  });

  test("switched back before the message has gone, the page says only the new language's message", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/accessibility");
    await page.getByRole("button", { name: "English" }).click();
    const message = page.locator(".notification--success");
    await expect(message).toHaveText(/Done: Page language: English\./);
    if (javaScriptOn()) await recordLiveRegionTexts(page);
    await page.getByRole("button", { name: "Polski" }).click();
    await expect(message).toHaveText(/Gotowe: Język strony: polski\./);
    if (javaScriptOn()) {
      // The English message went with the English texts: it was not said again between the Polish "Gotowe:" and button.
      expect((await liveRegionTexts(page)).filter((text) => text.includes("Page language"))).toEqual([]);
    }
  });

  test("a message that came with the page is read first: with JS it takes the focus, and goes 5 s after leaving it", async ({ page }) => {
    // The page's timers run on a clock the test moves: the 5 s pass at once.
    await page.clock.install();
    // An old link to an event that is gone: a redirect the browser follows, so the list comes as a document.
    await page.goto("/event/999999");
    const message = page.locator(".notification--error");
    await expect(message).toHaveText(/Błąd: Nie znaleziono wydarzenia\./);
    // In the page from the start (hidden without JS, which could not use it), not added to the live region later.
    await expect(message.getByRole("button", { name: "Zamknij komunikat" })).toHaveCount(javaScriptOn() ? 1 : 0);
    if (javaScriptOn()) {
      // Nothing announced a message already in the page: the focus on it has a screen reader read it, and holds it.
      await expect(page.locator(".notifications")).toBeFocused();
      await page.clock.runFor(10_000);
      await expect(message).toBeVisible();
      // Past its dismiss button and out of the region: 5 s later it goes.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.clock.runFor(6_000);
      await expect(message).toBeHidden();
    } else {
      // Without JS the page opens at its top, and the message stays until the next page.
      await page.clock.runFor(10_000);
      await expect(message).toBeVisible();
    }
  });

  test("an error message shows in red, is readable without JS and dismissible with it", async ({ page }) => {
    await page.setViewportSize(desktop);
    // No form of ours sends this value; the action answers with a red message on the page it came from.
    const response = await page.request.post("/preferences/large-text", {
      form: { largeText: "huge", redirectTo: "/accessibility?from=flash" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/accessibility?from=flash");
    await page.goto("/accessibility?from=flash");

    const notifications = page.locator(".notifications");
    await expect(notifications).toHaveAttribute("aria-live", "polite");
    const message = notifications.locator(".notification--error");
    await expect(message).toHaveText(/Błąd: Nie udało się zapisać ustawienia\. Spróbuj ponownie\./);
    await expect(message).toHaveCSS("background-color", "rgb(251, 233, 231)");
    await expectNoAxeViolations(page);

    if (javaScriptOn()) {
      // By keyboard: the focus, on the button that goes away, moves to the page's heading just below.
      await message.getByRole("button", { name: "Zamknij komunikat" }).focus();
      await page.keyboard.press("Enter");
      await expect(message).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    } else {
      // Without JS there is nothing to dismiss it with: it stays until the next page, which shows it no more.
      await expect(message.getByRole("button")).toHaveCount(0);
    }
    await page.reload();
    await expect(notifications.locator(".notification")).toHaveCount(0);
  });

  test("a redirect target on another site is refused", async ({ page }) => {
    const response = await page.request.post("/preferences/large-text", {
      form: { largeText: "on", redirectTo: "//evil.example/path" },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe("/");
  });
});

/**
 * The words of the events' facts (terms and values) wider than the box they are in, which the browser then breaks
 * mid-word: a value squeezed beside its term on a narrow screen.
 */
function factWordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const probe = document.body.appendChild(document.createElement("span"));
    probe.style.cssText = "position: absolute; white-space: nowrap; visibility: hidden";
    for (const box of document.querySelectorAll<HTMLElement>(".event-facts dt, .event-facts dd")) {
      probe.style.font = getComputedStyle(box).font;
      for (const word of (box.textContent ?? "").split(/\s+/)) {
        probe.textContent = word;
        if (probe.getBoundingClientRect().width > box.getBoundingClientRect().width + 0.5) broken.push(word);
      }
    }
    probe.remove();
    return broken;
  });
}

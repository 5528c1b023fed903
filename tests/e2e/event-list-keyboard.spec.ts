import { expect, type Page } from "@playwright/test";
import { test, javaScriptOn } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { e2ePortalUrl } from "./support/e2e-env";
import { acceptCookieBanner, desktop } from "./support/shell";

/** Presses Tab until the focus is on the skip link or on a filter checkbox, and says which came first. */
async function tabToSkipLinkOrCheckbox(page: Page): Promise<"skip link" | "checkbox"> {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (element instanceof HTMLInputElement && element.type === "checkbox") return "checkbox" as const;
      if (element instanceof HTMLAnchorElement && element.classList.contains("skip-results")) return "skip link" as const;
      return undefined;
    });
    if (focused) return focused;
  }
  throw new Error("Tab reached neither the skip link nor a checkbox");
}

test.describe("event list by keyboard", () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookieBanner(context, e2ePortalUrl);
  });

  test("a skip link before the filters takes the focus to the results", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    expect(await tabToSkipLinkOrCheckbox(page)).toBe("skip link");
    const skipLink = page.getByRole("link", { name: "Przejdź do wyników" });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await expectNoAxeViolations(page);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#event-results$/);
    await expect(page.getByRole("region", { name: "Wyniki" })).toBeFocused();
    // The next Tab continues inside the results: the first card's link, not a filter.
    await page.keyboard.press("Tab");
    await expect(page.locator("#event-results :focus")).toHaveCount(1);
  });

  test("the organiser map's zoom buttons are named in the page's language, also after switching it", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    for (const [language, region, zoomIn, zoomOut] of [
      ["pl", "Mapa organizatorów", "Przybliż", "Oddal"],
      ["en", "Map of organisers", "Zoom in", "Zoom out"],
    ] as const) {
      if (language === "en") {
        // The top bar's switch: with JS the page changes language without a reload, the map staying.
        await page.getByRole("banner").getByRole("button", { name: "English" }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      }
      const map = page.getByRole("region", { name: region });
      if (!javaScriptOn()) {
        // Without JS there is no map (the organiser checkboxes do its job), so no controls either.
        await expect(map).toBeHidden();
        continue;
      }
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole("button", { name: zoomIn, exact: true })).toBeVisible();
      await expect(map.getByRole("button", { name: zoomOut, exact: true })).toBeVisible();
      await expect(map.getByRole("button")).toHaveCount(2);
      // Leaflet's credit keeps its link but not its English tooltip.
      await expect(map.getByRole("link", { name: "Leaflet" })).not.toHaveAttribute("title");
    }
  });

  test("skipping the organiser map leads to what follows it, the search and filters, not past them", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const skipMap = page.getByRole("link", { name: "Pomiń mapę organizatorów" });
    if (!javaScriptOn()) {
      // Without JS there is no map to skip.
      await expect(skipMap).toBeHidden();
      return;
    }
    await skipMap.focus();
    await expect(skipMap).toBeFocused();
    await page.keyboard.press("Enter");
    // The focus itself moves, for a screen reader to go on from there, not only the point the next Tab starts from.
    await expect(page.locator("#event-browser")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Przejdź do wyników" })).toBeFocused();
  });
});

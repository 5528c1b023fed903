import { expect, test } from "@playwright/test";
import { languageCookie } from "./event-data";
import { e2ePortalUrl } from "./support/e2e-env";

/**
 * The public pages a search engine lists each say what they are in a meta description of their own, in the
 * page's language (Lighthouse's SEO audit asks it of every indexable page, not only the list and the events).
 */
const publicPages = ["/", "/statute", "/private-policy", "/accessibility", "/login", "/register", "/remind-password"];

async function descriptionOf(path: string, cookie?: string): Promise<string | undefined> {
  const answer = await fetch(`${e2ePortalUrl}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  expect(answer.status, path).toBe(200);
  const html = await answer.text();
  return /<meta name="description" content="([^"]*)"/.exec(html.slice(0, html.indexOf("</head>")))?.[1];
}

test("each public page has a description of its own, in Polish and in English", async () => {
  const english = languageCookie("en", e2ePortalUrl);
  for (const cookie of [undefined, `${english.name}=${english.value}`]) {
    const descriptions = await Promise.all(publicPages.map((path) => descriptionOf(path, cookie)));
    for (const [index, description] of descriptions.entries()) expect(description, publicPages[index]).toMatch(/\S{3,}/);
    expect(new Set(descriptions).size).toBe(publicPages.length);
  }
  expect(await descriptionOf("/login")).toContain("Zaloguj się");
  expect(await descriptionOf("/login", `${english.name}=${english.value}`)).toContain("Log in");
});

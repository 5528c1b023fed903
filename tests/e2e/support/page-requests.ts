import type { Page } from "@playwright/test";

/** The addresses this page POSTs to from now on, in order: a list that grows as the page sends them. */
export function postsSentBy(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

/**
 * Holds the forms' checks (the chunk of their schemas, `chunk`) for good, as a slow connection holds them for a
 * while: the page and its forms work, and conform has no schema (app/components/forms/use-schema-validation.ts).
 */
export async function formChecksNeverArrive(page: Page, chunk: RegExp) {
  await page.route(chunk, () => undefined);
}

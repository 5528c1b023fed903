/**
 * The team's rule: every flow runs in Polish with JavaScript on and off, and every screen once in English. A test
 * of screens in English carries this tag, and playwright.config.ts leaves tagged tests out of the js-off project,
 * so they run once, with JavaScript on (a skipped test would count as a failure, so they are not skipped).
 */
export const englishOnce = { tag: "@english-once" } as const;

/**
 * A test of what only scripts do (the search box's own requests, the loading bar): playwright.config.ts leaves it
 * out of the js-off project, where it would pass having checked nothing.
 */
export const javaScriptOnly = { tag: "@javascript-only" } as const;

/**
 * A test that opens no page and only sends requests of its own (a context's `request`): the browser's JavaScript
 * setting changes nothing it checks, so playwright.config.ts leaves it out of the js-off project, where it would send
 * the same requests again.
 */
export const requestsOnly = { tag: "@requests-only" } as const;

/** What playwright.config.ts matches to leave these tests out of the js-off project. */
export const jsOnProjectOnlyTags = [/@english-once\b/, /@javascript-only\b/, /@requests-only\b/];

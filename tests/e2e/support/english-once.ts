/**
 * The team's rule: every flow runs in Polish with JavaScript on and off, and every screen once in English. A test
 * of screens in English carries this tag, and playwright.config.ts leaves tagged tests out of the js-off project,
 * so they run once, with JavaScript on (a skipped test would count as a failure, so they are not skipped).
 */
export const englishOnce = { tag: "@english-once" } as const;

/** What playwright.config.ts matches to leave the English tests out of the js-off project. */
export const englishOnceTag = /@english-once\b/;

import type { Language } from "~/i18n/i18n";

/**
 * Every page and data answer is rendered from cookies (the language, large text, the cookie banner), so a shared
 * cache (a proxy, a CDN) must keep one copy per Cookie header, and the answer says its language: one URL serves
 * both. Without these only the list said so (its own hints, _index.tsx), and an event page cached by a proxy for a
 * Polish visitor could be served to an English one.
 */
export function markRenderedVariant(headers: Headers, language: Language): void {
  headers.set("Content-Language", language);
  const varies = headers.get("Vary")?.split(",").map((name) => name.trim().toLowerCase()) ?? [];
  if (!varies.includes("cookie") && !varies.includes("*")) headers.append("Vary", "Cookie");
}

import { createHash } from "node:crypto";
import { localeResources } from "~/i18n/i18next.server";

/**
 * A hash of every text, so the browser can cache `/locales/{lng}/{ns}.json?v=…` for a year and still fetch new
 * texts after a deploy. Computed once from the texts already in memory.
 */
export const localesVersion = createHash("sha256").update(JSON.stringify(localeResources)).digest("hex").slice(0, 12);

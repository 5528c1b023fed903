import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localesDirectory } from "~/i18next.server";

let cachedVersion: string | undefined;

/**
 * A hash of every locale file, so the browser can cache `/locales/{lng}/{ns}.json?v=…` for a year and still
 * fetch new texts after a deploy.
 */
export function localesVersion(): string {
  if (cachedVersion) return cachedVersion;
  const hash = createHash("sha256");
  for (const language of readdirSync(localesDirectory).sort()) {
    for (const file of readdirSync(join(localesDirectory, language)).sort()) {
      hash.update(`${language}/${file}`).update(readFileSync(join(localesDirectory, language, file)));
    }
  }
  cachedVersion = hash.digest("hex").slice(0, 12);
  return cachedVersion;
}

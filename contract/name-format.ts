/**
 * Spec §5: the name is sent as capitalised words ("jan kowalski-nowak" → "Jan Kowalski-Nowak"). The portal
 * normalises it before sending, and the festival API again before storing, for clients that do not.
 *
 * A part whose letters after the first are in one case ("KOWALSKI", "nowak", Caps Lock's "kOWALSKI") is lowered
 * before its first letter is raised. One with capitals among them ("McDonald", "DiCaprio") is the person's own
 * spelling: only its first letter is raised. Hyphens and apostrophes start a part, as in "Kowalski-Nowak" and
 * "O'Brien". Letters typed as a base and a combining accent (NFD) are composed first, so an accent never splits a
 * part. What it answers, it answers again unchanged.
 */
export function capitaliseWords(name: string): string {
  return name
    .normalize("NFC")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\p{L}\p{M}]+/gu, (part, offset: number, whole: string) =>
      startsPart(whole, offset) ? capitalisePart(part) : part,
    );
}

const partSeparator = /[\s\-'’]/u;

function startsPart(name: string, offset: number): boolean {
  return offset === 0 || partSeparator.test(name[offset - 1]);
}

function capitalisePart(part: string): string {
  const [first, ...others] = part;
  const rest = others.join("");
  const restInOneCase = rest === rest.toLocaleLowerCase("pl") || rest === rest.toLocaleUpperCase("pl");
  return first.toLocaleUpperCase("pl") + (restInOneCase ? rest.toLocaleLowerCase("pl") : rest);
}

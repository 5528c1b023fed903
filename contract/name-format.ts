/**
 * Spec §5: the name is sent as capitalised words ("jan kowalski-nowak" → "Jan Kowalski-Nowak"). The portal
 * normalises it before sending, and the festival API again before storing, for clients that do not.
 *
 * A part typed in one case throughout ("KOWALSKI", "nowak") is lowered before its first letter is raised. A part
 * typed in mixed case ("McDonald", "DiCaprio") is the person's own spelling: only its first letter is raised.
 * Hyphens and apostrophes start a part, as in "Kowalski-Nowak" and "O'Brien".
 */
export function capitaliseWords(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\p{L}+/gu, (part, offset: number, whole: string) =>
      startsPart(whole, offset) ? capitalisePart(part) : part,
    );
}

const partSeparator = /[\s\-'’]/u;

function startsPart(name: string, offset: number): boolean {
  return offset === 0 || partSeparator.test(name[offset - 1]);
}

function capitalisePart(part: string): string {
  const typedInOneCase = part === part.toLocaleLowerCase("pl") || part === part.toLocaleUpperCase("pl");
  const rest = typedInOneCase ? part.slice(1).toLocaleLowerCase("pl") : part.slice(1);
  return part[0].toLocaleUpperCase("pl") + rest;
}

/**
 * Spec §5: the name is sent as capitalised words ("jan kowalski-nowak" → "Jan Kowalski-Nowak"). The portal
 * normalises it before sending, and the festival API again before storing, for clients that do not.
 */
export function capitaliseWords(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, " ")
    .toLocaleLowerCase("pl")
    .replace(/(^|[\s-])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toLocaleUpperCase("pl"));
}

/**
 * A positive whole number written as this project writes one in a path or a query (an id, a page): decimal digits
 * without a sign or a leading zero, at most `max`; undefined for anything else (`0x64`, `1e2`, `2.0`, ` 2`), which
 * `Number()` would read as a number all the same.
 */
export function positiveWholeNumberOf(text: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

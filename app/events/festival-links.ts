/**
 * A link the festival's data holds (an event's terms, its map) as the page may render it: a path of the portal's
 * own or an http(s) address. Anything else, a `javascript:` URL above all, links nowhere: React 18 still renders
 * one, and only the CSP would stop it.
 */
export function linkableUrlOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol } = new URL(url, "http://portal.invalid");
    return protocol === "http:" || protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** A database id from a path segment, or null when it cannot be one (so the route answers 404). */
export function resourceId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

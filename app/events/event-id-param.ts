/** The `$id` of an event route's URL, or a 404 answer for anything but a positive whole number. */
export function eventIdParamOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw new Response("Not found", { status: 404 });
  return id;
}

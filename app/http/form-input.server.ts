import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";

/**
 * The one way an action reads its request body (issue 8): as an HTML form, or not at all. A body that is not one
 * answers a short message in the user's language with a 4xx status, never a 500 or a stack trace:
 * - 415 when the Content-Type is not a form's (`application/x-www-form-urlencoded`, `multipart/form-data`);
 * - 413 when the body is larger than the route's limit (by its Content-Length, and by counting the bytes read,
 *   since a chunked body has no Content-Length);
 * - 400 when the form itself cannot be parsed (a broken multipart body).
 * The answer is a thrown Response, so a page route shows it in its error boundary (`isRouteErrorResponse`, the
 * message as `error.data`) and a resource route sends it as it is.
 */

/**
 * The limit of the portal's forms but the event page's (whose review is the largest form, reviewFormBodyLimitBytes):
 * login, registration, the profile and password, the verification steps, preferences, favourite, logout. None
 * comes near 2 KiB, so this leaves room without letting a client make the portal hold megabytes. A route with a
 * larger form passes its own `maxBytes` and says so where it calls `readForm`.
 */
export const defaultFormBodyLimitBytes = 16 * 1024;

const formMediaTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormRefusalStatus = 400 | 413 | 415;

/** The answer to a request whose body the action will not read, in the user's language. */
export async function formRefusal(request: Request, status: FormRefusalStatus): Promise<Response> {
  const t = translatorFor(await languageOf(request), "common");
  const message = status === 413 ? t("errors.payloadTooLarge") : status === 415 ? t("errors.unsupportedMediaType") : t("errors.badRequest");
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** Reads the request's body as a form, or throws the 400/413/415 answer (see above). */
export async function readForm(request: Request, { maxBytes = defaultFormBodyLimitBytes }: { maxBytes?: number } = {}): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  if (!formMediaTypes.has(mediaType)) throw await formRefusal(request, 415);
  const declaredLength = Number(request.headers.get("Content-Length") ?? 0);
  if (declaredLength > maxBytes) {
    discardRest(request);
    throw await formRefusal(request, 413);
  }
  let body: Uint8Array<ArrayBuffer> | null;
  try {
    body = await bodyUpTo(request, maxBytes);
  } catch {
    // The client went away mid-body or sent broken chunked encoding: no form arrived.
    throw await formRefusal(request, 400);
  }
  if (!body) {
    discardRest(request);
    throw await formRefusal(request, 413);
  }
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw await formRefusal(request, 400);
  }
}

/**
 * The form's fields as a plain object for a zod schema: a name sent once is its value, a name sent again an array
 * of its values, so a schema accepts repeats only where it declares an array (a checkbox group).
 */
export function formValues(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const values: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [name, value] of form) {
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return values;
}

/** The body's bytes, or null once they pass `maxBytes` (the rest is left unread, for `discardRest`). */
async function bodyUpTo(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads the rest of a refused body and drops it, as express's body-parser does. Cancelling the stream instead
 * would reset the connection before the 413 reaches the client, and leaving it unread stalls the next request on
 * a keep-alive connection, which Node parses in order. Node's `requestTimeout` bounds a body that never ends.
 */
function discardRest(request: Request): void {
  if (!request.body || request.body.locked) return;
  request.body.pipeTo(new WritableStream()).catch(() => {
    // The client went away; there is nothing left to drop.
  });
}

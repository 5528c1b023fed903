import type { MiddlewareHandler } from "hono";
import { fieldRuleMessages } from "../../contract/field-rules";
import { ApiProblem } from "./api-problem";
import type { FestivalEnv } from "./app-env";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * How much of a refused, oversized body is still read and thrown away before the 413 goes out. Closing a
 * socket with unread bytes makes the kernel send a reset, which can destroy the 413 before the client reads
 * it; reading the rest first lets the connection end with an orderly close. Past this the client is sending
 * far more than any form, and the connection is closed without waiting for it.
 */
const DRAIN_BEFORE_CLOSE_BYTES = 1024 * 1024;

/**
 * A 413 always ends the connection (`Connection: close`): a client that is told to stop sending cannot know
 * where on the connection its next request would begin.
 */
function payloadTooLarge(): ApiProblem {
  const problem = new ApiProblem(413, "payload_too_large");
  problem.headers.Connection = "close";
  return problem;
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number): Promise<void> {
  // Never cancel: cancelling the request stream may destroy the socket before the 413 is written.
  for (let left = budget; left > 0; ) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.byteLength;
  }
}

/** The whole body, at most `limit` bytes; a longer one is drained (within bounds) and answered 413. */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > limit) {
    if (declared <= DRAIN_BEFORE_CLOSE_BYTES) await discard(reader, declared);
    throw payloadTooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discard(reader, DRAIN_BEFORE_CLOSE_BYTES - size);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads every request body first, before any route or validator: over BODY_LIMIT_BYTES is a 413, invalid
 * UTF-8, malformed JSON and non-JSON bodies are 4xx answers here (the Fetch API would silently replace bad
 * bytes with U+FFFD). So no answer leaves before its request was read, and a keep-alive connection stays in
 * step; the only early answer, the 413, closes the connection.
 */
export const jsonBody: MiddlewareHandler<FestivalEnv> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  const bytes = await readBody(c.req.raw, c.var.deps.config.bodyLimitBytes);
  const headers = new Headers(c.req.raw.headers);
  // Clients often label an empty body as JSON; for the empty-body calls (subscribe etc.) that means "no body".
  if (bytes.byteLength === 0) headers.delete("content-type");
  // The validators read the body again: hand them the bytes already read.
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: bytes.byteLength === 0 ? null : bytes });
  if (bytes.byteLength === 0) return next();
  const type = c.req.header("content-type") ?? "";
  // The whole media type: `\b` after "json" also let `application/json-seq` and `application/json, text/plain`
  // through, to a refusal of the validator's own wording.
  if (!/^application\/([\w.+-]*\+)?json\s*(;|$)/i.test(type)) throw new ApiProblem(415, "unsupported_media_type");
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new ApiProblem(400, "validation_failed", undefined, "Treść żądania nie jest poprawnym tekstem UTF-8");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiProblem(400, "validation_failed", undefined, "Treść żądania nie jest poprawnym JSON-em");
  }
  const unstorable = fieldsHoldingUnstorableText(body);
  if (unstorable.length > 0) {
    const message = fieldRuleMessages.text_invalid_character;
    throw new ApiProblem(422, "validation_failed", Object.fromEntries(unstorable.map((field) => [field, [message]])), message);
  }
  await next();
};

/**
 * What PostgreSQL cannot store in a text column as it came: U+0000, which fails in the database (a 500 instead of a
 * refusal of the input), and a lone UTF-16 surrogate (`\ud800` in JSON, half of a pair), which becomes U+FFFD on
 * its way to UTF-8, so a name or a review would be saved other than it was sent.
 */
function isUnstorable(text: string): boolean {
  return text.includes("\u0000") || /\p{Cs}/u.test(text);
}

/**
 * The (dotted) fields of a JSON body whose text holds an unstorable character (above).
 * Walked with a list of its own, not by recursion: a body nested a few thousand levels deep (12 KB of `[`) ran
 * out of call stack, a 500 before any validator could refuse it.
 */
function fieldsHoldingUnstorableText(body: unknown): string[] {
  const fields: string[] = [];
  const unvisited: { value: unknown; path: string }[] = [{ value: body, path: "" }];
  for (let next = unvisited.pop(); next; next = unvisited.pop()) {
    const { value, path } = next;
    if (typeof value === "string" && isUnstorable(value)) fields.push(path || "body");
    if (value === null || typeof value !== "object") continue;
    for (const [key, inner] of Object.entries(value)) unvisited.push({ value: inner, path: path ? `${path}.${key}` : key });
  }
  return fields;
}

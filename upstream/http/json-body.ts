import type { MiddlewareHandler } from "hono";
import { ApiProblem } from "./api-problem";
import type { FestivalEnv } from "./app-env";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Reads a request body once, before the validators do: invalid UTF-8, malformed JSON and non-JSON bodies
 * become 4xx answers here (the Fetch API would silently replace bad bytes with U+FFFD).
 */
export const jsonBody: MiddlewareHandler<FestivalEnv> = async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) {
    // Clients often label an empty body as JSON; for the empty-body calls (subscribe etc.) that means "no body".
    if (c.req.header("content-type")) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-type");
      c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
    }
    return next();
  }
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(type)) throw new ApiProblem(415, "unsupported_media_type");
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new ApiProblem(400, "validation_failed", undefined, "Treść żądania nie jest poprawnym tekstem UTF-8");
  }
  try {
    JSON.parse(text);
  } catch {
    throw new ApiProblem(400, "validation_failed", undefined, "Treść żądania nie jest poprawnym JSON-em");
  }
  await next();
};

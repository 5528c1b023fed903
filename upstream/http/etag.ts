import { createHash } from "node:crypto";
import type { Context } from "hono";

/**
 * Answers JSON with a strong ETag of its bytes, or 304 when the caller already holds them: the portal
 * revalidates its cached event list cheaply (issue 3).
 */
export function jsonWithEtag(c: Context, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
  const headers = { ETag: etag, "Cache-Control": "no-cache", Vary: "Authorization" };
  const presented = (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (presented.includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=UTF-8" } });
}

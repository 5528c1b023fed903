import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";

/**
 * A JSON answer made once and served many times with its strong ETag (the public events list): encoded once,
 * and gzipped once, on the first caller that accepts it (Node's fetch, the portal's client, does).
 */
export interface PreparedJson {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  gzipped?: Uint8Array<ArrayBuffer>;
}

export function prepareJson(body: unknown): PreparedJson {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return { bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"` };
}

/** The gzip representation's own strong ETag (a strong ETag names one representation's bytes). */
const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** The ETags of If-None-Match; a weak one matches too (RFC 9110's weak comparison for GET). */
function presentedEtags(c: Context): string[] {
  return (c.req.header("if-none-match") ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
}

function acceptsGzip(c: Context): boolean {
  return /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?\b)/i.test(c.req.header("accept-encoding") ?? "");
}

/**
 * Answers the prepared JSON with its ETag, or 304 when the caller already holds it (either representation):
 * the portal revalidates its cached event list cheaply (issue 3).
 */
export function preparedJsonResponse(c: Context, prepared: PreparedJson): Response {
  const gzip = acceptsGzip(c);
  const etag = gzip ? gzipEtagOf(prepared.etag) : prepared.etag;
  const headers: Record<string, string> = { ETag: etag, "Cache-Control": "no-cache", Vary: "Authorization, Accept-Encoding" };
  const presented = presentedEtags(c);
  if (presented.includes(prepared.etag) || presented.includes(gzipEtagOf(prepared.etag))) {
    return new Response(null, { status: 304, headers });
  }
  headers["Content-Type"] = "application/json; charset=UTF-8";
  if (!gzip) return new Response(prepared.bytes, { status: 200, headers });
  prepared.gzipped ??= new Uint8Array(gzipSync(prepared.bytes));
  return new Response(prepared.gzipped, { status: 200, headers: { ...headers, "Content-Encoding": "gzip" } });
}

/** The same for an answer built for one request: not worth compressing on every request. */
export function jsonWithEtag(c: Context, body: unknown): Response {
  const { bytes, etag } = prepareJson(body);
  const headers = { ETag: etag, "Cache-Control": "no-cache", Vary: "Authorization" };
  if (presentedEtags(c).includes(etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes, { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=UTF-8" } });
}

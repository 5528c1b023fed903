import compression from "compression";
import type { RequestHandler } from "express";
import { constants } from "node:zlib";

/**
 * Brotli's window for the pages the server compresses as it sends them: 2^18 bytes (256 KB), more than any page
 * the portal renders (`/` is about 60 KB), so a page compresses as well as with zlib's default window (the same
 * size within a byte: the header that declares the window).
 * zlib's default (2^22, 4 MB) makes each streamed answer allocate that window and its hash tables outside V8's
 * heap: measured on `/` without the page cache (20 connections, `Accept-Encoding: gzip, deflate, br` as browsers
 * send it), that memory set off garbage collections enough to cost the server a third of its pages a second
 * (162 → 258 req/s, the same 9.6 KB sent). Quality 4 is compression's own default, kept.
 */
export const pageBrotliWindowBits = 18;

/** Compression of every answer not compressed already (the build's files are, at build time). */
export function responseCompression(): RequestHandler {
  return compression({ brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: pageBrotliWindowBits } } });
}

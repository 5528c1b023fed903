import { Readable } from "node:stream";
import type { RequestHandler } from "express";

const healthTimeoutMs = 2_000;
const mediaTimeoutMs = 10_000;

/** "up" when the festival API answers its own /healthz within two seconds. */
export async function festivalApiHealth(festivalApiUrl: string): Promise<"up" | "down"> {
  try {
    const response = await fetch(`${festivalApiUrl}/healthz`, { signal: AbortSignal.timeout(healthTimeoutMs) });
    return response.ok ? "up" : "down";
  } catch {
    return "down";
  }
}

/**
 * Event images and documents of the demo festival live behind the festival API's /media; the browser never
 * talks to the festival API directly, so the portal streams them through.
 */
export function festivalApiProxy(festivalApiUrl: string): RequestHandler {
  return async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.sendStatus(405);
      return;
    }
    try {
      const upstream = await fetch(`${festivalApiUrl}/media${request.url}`, {
        method: request.method,
        signal: AbortSignal.timeout(mediaTimeoutMs),
      });
      response.status(upstream.status);
      for (const header of ["content-type", "content-length", "cache-control", "etag", "last-modified"]) {
        const value = upstream.headers.get(header);
        if (value) response.setHeader(header, value);
      }
      if (!upstream.body || request.method === "HEAD") {
        response.end();
        return;
      }
      Readable.fromWeb(upstream.body as import("node:stream/web").ReadableStream).pipe(response);
    } catch (error) {
      console.error(`Media ${request.url} unavailable: ${String(error)}`);
      if (!response.headersSent) response.sendStatus(502);
    }
  };
}

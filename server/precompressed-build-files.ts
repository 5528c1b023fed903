import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * The build's scripts and stylesheets as compressed once at build time (scripts/finish-client-build.ts), served
 * by express-static-gzip: the Brotli copy where the browser takes it, else the gzip one, else the file; cached for
 * a year (their names change with their content). responseCompression() leaves an answer that is encoded already.
 */
export function precompressedBuildFiles(directory: string): RequestHandler {
  const serve = expressStaticGzip(directory, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y" },
  });
  return (request, response, next) =>
    serve(request, response, (error?: unknown) => {
      // It lists the copies once, at start, and labels the answer before looking: a file gone since (a build under
      // a running server) falls through still labelled, and the next answer (the 404 page) must not say Brotli.
      if (!response.headersSent) response.removeHeader("Content-Encoding");
      next(error);
    });
}

import { readdirSync } from "node:fs";
import express, { type Router } from "express";

/**
 * The files at the top of `public` (the favicon, robots.txt, the default event picture), each answered at its own
 * path and cached for an hour. They are listed once, at start, and routed by name: express.static in front of every
 * request looked each page's, data request's and media file's path up in `public` first, a file-system call for
 * nearly every request the portal answers. The build's files have a route of their own (precompressed-build-files.ts).
 */
export function publicFiles(directory: string): Router {
  const router = express.Router();
  const paths = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${entry.name}`);
  if (paths.length > 0) router.get(paths, express.static(directory, { maxAge: "1h" }));
  return router;
}

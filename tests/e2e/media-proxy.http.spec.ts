import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { festivalEvents } from "./event-data";
import { e2eFestivalApiUrl, e2ePortalUrl } from "./support/e2e-env";

/**
 * The portal's /media streams the festival API's event pictures and documents, and nothing else of it: its
 * outbox (with live password-reset links in the demo) and its API stay out of a browser's reach, whatever dot
 * segments the path holds.
 */

/** The status of a GET whose path goes out as written: fetch and Playwright's request resolve dot segments first. */
function statusOfRawGet(origin: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(origin, { path, timeout: 5_000 }, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on("error", reject);
    request.end();
  });
}

test("/media serves an event's picture but no path that climbs out of it to the festival API", async () => {
  const [event] = await festivalEvents();
  expect(await statusOfRawGet(e2ePortalUrl, `/media/events/${event.id}.svg`)).toBe(200);

  // Each of these reaches the festival API when asked of it directly, so a 404 through the portal is the proxy's.
  expect(await statusOfRawGet(e2eFestivalApiUrl(), "/openapi.json")).toBe(200);
  expect(await statusOfRawGet(e2eFestivalApiUrl(), "/api/v1/events/pl")).toBe(200);
  for (const path of ["/media/%2e%2e/openapi.json", "/media/.%2E/api/v1/events/pl", "/media/events/..%5c..%5copenapi.json", "/media/../openapi.json", "/media/events%2f..%2f..%2fopenapi.json"]) {
    expect(await statusOfRawGet(e2ePortalUrl, path), path).toBe(404);
  }
});

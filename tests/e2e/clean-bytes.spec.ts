import { expect, test, type APIRequestContext } from "@playwright/test";
import { festivalEvents, languageCookie } from "./event-data";
import { visitorPagesTheSuiteVisits } from "./support/visited-pages";

/**
 * No response carries a NUL byte (issue 8): react-dom 18's Node stream sends the unwritten tail of its
 * 2048-byte buffer whenever a multi-byte letter such as 'ę' does not fit its end (app/http/nul-free-stream.server.ts).
 * Where the letters fall depends on the page's bytes, so this reads every page the E2E suite visits, in
 * both languages, and every event's page.
 */
async function pagesTheSuiteVisits(): Promise<string[]> {
  const events = await festivalEvents();
  return [...(await visitorPagesTheSuiteVisits()), ...events.map((event) => `/event/${event.id}`)];
}

/** The first NUL byte of each page that has one, with the text around it, so a failure says where. */
async function nulBytesIn(request: APIRequestContext, paths: string[], cookie: string | undefined) {
  const found: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { headers: cookie ? { Cookie: cookie } : {} });
    const body = await response.body();
    const at = body.indexOf(0);
    if (at >= 0) found.push(`${path} (${response.status()}): byte ${at} of ${body.length}, near "${body.subarray(Math.max(0, at - 40), at).toString("utf8")}"`);
  }
  return found;
}

test.describe("clean bytes", () => {
  test("no page the suite visits contains U+0000, in Polish or in English", async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const paths = await pagesTheSuiteVisits();
    const english = languageCookie("en", baseURL!);
    const found = [
      ...(await nulBytesIn(request, paths, undefined)),
      ...(await nulBytesIn(request, paths, `${english.name}=${english.value}`)).map((where) => `[en] ${where}`),
    ];
    expect(found).toEqual([]);
  });
});

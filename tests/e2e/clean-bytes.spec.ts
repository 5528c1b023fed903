import { expect, test, type APIRequestContext } from "@playwright/test";
import { festivalEvents, festivalFilters, languageCookie } from "./event-data";

/**
 * No response carries a NUL byte (issue 8): react-dom 18's Node stream sends the unwritten tail of its
 * 2048-byte buffer whenever a multi-byte letter such as 'ę' does not fit its end (app/http/nul-free-stream.server.ts).
 * Where the letters fall depends on the page's bytes, so this reads every page the E2E suite visits, in
 * both languages, and every event's page.
 */
async function pagesTheSuiteVisits(): Promise<string[]> {
  const [events, filters] = await Promise.all([festivalEvents(), festivalFilters()]);
  const firstOf = (values: string[]) => values[0] ?? "";
  return [
    "/",
    "/?title=las",
    "/?title=zzzz-nie-ma-takiego",
    "/?price_types=notfree",
    "/?category=Warsztaty&price_types=free",
    `/?category=${encodeURIComponent(firstOf(filters.category))}`,
    `/?localization=${encodeURIComponent(firstOf(filters.localization))}`,
    `/?organizator=${encodeURIComponent(filters.organizator[0]?.name ?? "")}`,
    "/?page=2",
    ...events.map((event) => `/event/${event.id}`),
    "/event/987654",
    "/login",
    "/accessibility",
    "/statute",
    "/private-policy",
    "/soon",
    "/no-such-page",
  ];
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

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearEventCaches } from "~/events/event-cache.server";
import { searchDeadlineMs, searchEventIds, searchPauseAfterFailureMs, searchQueryMaxBytes } from "~/events/event-search.server";
import { loader } from "~/routes/_index";
import { apiPaths } from "#contract/paths";
import { createEvent, createUser } from "../support/festival-fixtures";
import { contextFor, loadContext, signedInCookie, useFestivalApiForPortal } from "./support/portal-loaders";

/** The loader's answer: its data and the headers it adds to the page. */
function loadListAnswer(url = "http://portal.test/", headers: HeadersInit = {}, context = loadContext) {
  return loader({ request: new Request(url, { headers }), context, params: {} });
}

async function loadList(url?: string, headers?: HeadersInit, context?: typeof loadContext) {
  return (await loadListAnswer(url, headers, context)).data;
}

/** The status of what the loader threw: the festival API client's 503 page, when the list is unavailable. */
async function thrownStatus(list: Promise<unknown>): Promise<number | undefined> {
  const thrown: unknown = await list.then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

describe("event list loader against the festival API", () => {
  const festivalApi = useFestivalApiForPortal("integration_event_list");

  afterEach(() => {
    clearEventCaches();
  });

  it("renders the demo festival's first page in Polish by default, 12 cards without a known width", async () => {
    const data = await loadList();
    expect(data.language).toBe("pl");
    expect(data.total).toBeGreaterThanOrEqual(300);
    expect(data.cards).toHaveLength(12);
    expect(data.page).toBe(1);
    expect(data.options.organizator.length).toBeGreaterThan(10);
  });

  it("asks a desktop browser without the width hint to send it again, and a phone not (list-viewport.server.ts)", async () => {
    const criticalHints = async (headers: HeadersInit) => new Headers((await loadListAnswer(undefined, headers)).init?.headers).get("Critical-CH");
    expect(await criticalHints({ "Sec-CH-UA-Mobile": "?0" })).toBe("Sec-CH-Viewport-Width");
    expect(await criticalHints({})).toBe("Sec-CH-Viewport-Width");
    expect(await criticalHints({ "Sec-CH-UA-Mobile": "?1" })).toBeNull();
    expect(await criticalHints({ "Sec-CH-Viewport-Width": "1280" })).toBeNull();
    // The phone's page is the default size the hint would have given it.
    expect((await loadList(undefined, { "Sec-CH-UA-Mobile": "?1" })).cards).toHaveLength(12);
  });

  it("shows a signed-in user's own events with the seats their calls answer, fresher than the shared copy", async () => {
    const eventId = await createEvent(festivalApi.db, { personLimit: 60, seatsTaken: 28 });
    const user = await createUser(festivalApi.db);
    const cookie = await signedInCookie(user);
    const cardIn = async (headers: HeadersInit) => (await loadList("http://portal.test/?title=Test", headers)).cards.find((card) => card.id === eventId);
    expect(await cardIn({})).toMatchObject({ users_count: 28, registration: "open" });
    // Signed up in another tab: the shared list, cached, still counts 28; the user's own card counts the sign-up.
    const signUp = await fetch(`${festivalApi.url}${apiPaths.subscribe(eventId)}`, { method: "POST", headers: { Authorization: `Bearer ${user.token}` } });
    expect(signUp.status).toBe(200);
    expect(await cardIn({})).toMatchObject({ users_count: 28, registration: "open" });
    expect(await cardIn({ Cookie: cookie })).toMatchObject({ users_count: 29, registration: "subscribed" });
  });

  it("sizes the page from the client hint or the vw cookie", async () => {
    expect((await loadList(undefined, { "Sec-CH-Viewport-Width": "1700" })).cards).toHaveLength(16);
    expect((await loadList(undefined, { Cookie: "vw=1100" })).cards).toHaveLength(9);
  });

  it("filters by the query", async () => {
    const data = await loadList("http://portal.test/?organizator=Akwarium+Gdy%C5%84skie&page=2");
    expect(data.filters.organizator).toEqual(["Akwarium Gdyńskie"]);
    expect(data.total).toBeGreaterThan(0);
    const all = await loadList("http://portal.test/");
    expect(all.total).toBeGreaterThan(data.total);
  });

  it("puts the events nobody can sign up for last, and keeps those without registration with the open ones", async () => {
    const wide = { "Sec-CH-Viewport-Width": "1700" };
    const { pageCount } = await loadList(undefined, wide);
    const states: string[] = [];
    for (let page = 1; page <= pageCount; page++) {
      states.push(...(await loadList(`http://portal.test/${page > 1 ? `?page=${page}` : ""}`, wide)).cards.map((card) => card.registration));
    }
    const blocked = new Set(["closed", "full", "unavailable"]);
    const firstBlocked = states.findIndex((state) => blocked.has(state));
    expect(firstBlocked).toBeGreaterThan(0);
    expect(states.slice(firstBlocked).every((state) => blocked.has(state))).toBe(true);
    // The demo festival has events without registration (the festival API reports them is_unavailable).
    expect(states.slice(0, firstBlocked)).toContain("not-required");
  });

  it("redirects a page past the end to the last page's own URL", async () => {
    const { pageCount } = await loadList();
    const thrown = await loadList("http://portal.test/?page=999").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(`/?page=${pageCount}`);
    // With JS, Back to a page that has become past the end must not be sent forward again for ever.
    expect((thrown as Response).headers.get("X-Remix-Replace")).toBe("true");
    expect((await loadList(`http://portal.test/?page=${pageCount}`)).page).toBe(pageCount);
  });

  it("redirects a raw form submission to the canonical query", async () => {
    const thrown = await loadList("http://portal.test/?title=&organizator=A&time_min=00%3A00&time_max=23%3A59&date=&page=1").catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/?organizator=A");
    expect((thrown as Response).headers.get("X-Remix-Replace")).toBe("true");
  });

  it("searches with the built-in match when no search service is configured", async () => {
    const data = await loadList("http://portal.test/?title=LABORATORIUM");
    expect(data.total).toBeGreaterThan(0);
    for (const card of data.cards) expect(card.name.toLowerCase()).toContain("laboratorium");
  });

  it("serves the cached list while the festival API is down, and 503 when nothing is cached", async () => {
    await loadList();
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const down = contextFor(`http://127.0.0.1:${port}`);
    expect((await loadList(undefined, undefined, down)).total).toBeGreaterThanOrEqual(300);
    clearEventCaches();
    expect(await thrownStatus(loadList(undefined, undefined, down))).toBe(503);
  });

  /** The festival API as it is, but for its filters list, which `filters` answers (status and body). */
  async function festivalApiWithFilters(filters: (own: unknown) => { status: number; body: unknown }) {
    const proxy = createServer(async (request, response) => {
      const answer = await fetch(`${festivalApi.url}${request.url}`, { headers: { accept: "application/json" } });
      if (request.url === apiPaths.filters()) {
        const { status, body } = filters(await answer.json());
        response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
        return;
      }
      response.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" }).end(Buffer.from(await answer.arrayBuffer()));
    });
    const context = contextFor(`http://127.0.0.1:${await listen(proxy)}`);
    return { context, close: () => new Promise((resolve) => proxy.close(resolve)) };
  }

  it("offers the filters list's organisers and the events' places when the list names no places (spec §3's own list)", async () => {
    const withoutPlaces = await festivalApiWithFilters((own) => {
      const { data } = own as { data: Record<string, unknown> };
      return { status: 200, body: { data: { ...data, localization: undefined } } };
    });
    try {
      const data = await loadList(undefined, undefined, withoutPlaces.context);
      const full = await loadList();
      expect(data.options.organizator).toEqual(full.options.organizator);
      expect(data.options.organizator.length).toBeGreaterThan(10);
      expect(data.options.localization).toEqual(full.options.localization);
      expect(data.options.localization.length).toBeGreaterThan(5);
    } finally {
      await withoutPlaces.close();
    }
  });

  it("shows the list when only the filters call fails, the panel offering what the events hold", async () => {
    const filtersDown = await festivalApiWithFilters(() => ({ status: 500, body: { message: "Wystąpił błąd serwera" } }));
    const context = filtersDown.context;
    try {
      const data = await loadList("http://portal.test/?category=Warsztaty", undefined, context);
      const full = await loadList("http://portal.test/?category=Warsztaty");
      expect(data.total).toBe(full.total);
      expect(data.options.category).toContain("Warsztaty");
      expect(data.options.age_group.length).toBeGreaterThan(0);
      expect(data.options.localization).toEqual(full.options.localization);
      expect(data.options.organizator).toEqual([]);
      // In Polish alphabetical order, as the filters list gives them.
      expect(data.options.category).toEqual([...data.options.category].sort(new Intl.Collator("pl").compare));
    } finally {
      await filtersDown.close();
    }
  });

  it("lists a title search's hits from the search service in its order, including one without the words, and leaves out one the list lacks", async () => {
    const { cards } = await loadList();
    const [first, second] = cards;
    const service = createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      // Found by the service's own means (a description, a typo): no name holds the words.
      const hits = [{ objectID: String(first.id), time_start: 300 }, { objectID: "999999", time_start: 200 }, { objectID: String(second.id), time_start: 100 }];
      response.end(JSON.stringify({ hits, nbHits: hits.length }));
    });
    const port = await listen(service);
    const search = { appId: "TESTAPP", apiKey: "key", indexName: "app_events", hosts: [{ url: "127.0.0.1", port, protocol: "http" as const }] };
    const withSearch = { ...loadContext, config: { ...loadContext.config, search } };
    try {
      const found = await loadList("http://portal.test/?title=zzz-brak-w-nazwach", undefined, withSearch);
      expect(found.cards.map((card) => card.id)).toEqual([second.id, first.id]);
      expect(found.total).toBe(2);
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it("answers 503 when the festival API answers something that is not the contract", async () => {
    const garbage = createServer((_request, response) => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ data: { id: "not a list" } }));
    });
    const broken = contextFor(`http://127.0.0.1:${await listen(garbage)}`);
    try {
      expect(await thrownStatus(loadList(undefined, undefined, broken))).toBe(503);
    } finally {
      // close alone waited about 3 s here, for the connection the portal's festival API client keeps open.
      garbage.closeAllConnections();
      await new Promise((resolve) => garbage.close(resolve));
    }
  });
});

describe("search service client (algoliasearch)", () => {
  /** Listens on every interface, so that the service's four hosts below reach one server. */
  const listenOnEveryAddress = (server: Server) =>
    new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)));
  /** Four addresses of one server listening on every interface, as the service's four hosts. */
  const serviceHosts = (port: number) => ["127.0.0.1", "127.0.0.2", "127.0.0.3", "localhost"].map((url) => ({ url, port, protocol: "http" as const }));
  const config = (port: number) => ({ appId: "TESTAPP", apiKey: "key", indexName: "app_events", hosts: [{ url: "127.0.0.1", port, protocol: "http" as const }] });

  it("falls back (undefined) when every host is unreachable", async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expect(searchEventIds("robot", config(port))).resolves.toBeUndefined();
  });

  it("falls back on an API error and on an answer without hits", async () => {
    let answer = { status: 403, body: { message: "Invalid API key", status: 403 } as unknown };
    const service = createServer((_request, response) => {
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answer.body));
    });
    const port = await listen(service);
    try {
      await expect(searchEventIds("robot", config(port))).resolves.toBeUndefined();
      answer = { status: 200, body: { nothing: true } };
      await expect(searchEventIds("robot", config(port))).resolves.toBeUndefined();
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it("answers the hits' event ids ordered by time_start", async () => {
    let receivedPath = "";
    const service = createServer((request, response) => {
      receivedPath = request.url ?? "";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ hits: [{ objectID: "5", time_start: 300 }, { objectID: "9", time_start: 100 }, { id: 7, time_start: 200 }], nbHits: 3 }));
    });
    const port = await listen(service);
    try {
      await expect(searchEventIds("robot", config(port))).resolves.toEqual([9, 7, 5]);
      expect(receivedPath).toContain("/indexes/app_events/query");
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it("gives up on a service that never answers at its deadline, however many hosts it has, then leaves it alone", async () => {
    let queries = 0;
    const silent = createServer(() => queries++);
    const port = await listenOnEveryAddress(silent);
    // Four hosts, as the service has: the client tries each in turn, with longer timeouts at each retry.
    const fourHosts = { ...config(port), hosts: serviceHosts(port) };
    try {
      const started = performance.now();
      await expect(searchEventIds("robot", fourHosts)).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(searchDeadlineMs + 1000);
      const asked = queries;
      expect(asked).toBeGreaterThan(0);
      // Paused: the built-in match answers at once, and the service is not asked.
      await expect(searchEventIds("robot", fourHosts)).resolves.toBeUndefined();
      expect(queries).toBe(asked);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  /**
   * A service that refuses (500) until it recovers, then answers one hit, or with `silentOnceRecovered` nothing at
   * all; it counts the queries it gets.
   */
  function failingService({ silentOnceRecovered = false } = {}) {
    const state = { queries: 0, failing: true };
    const server = createServer((_request, response) => {
      state.queries++;
      if (!state.failing && silentOnceRecovered) return;
      response.writeHead(state.failing ? 500 : 200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(state.failing ? { message: "down", status: 500 } : { hits: [{ objectID: "4", time_start: 1 }] }));
    });
    return { server, state };
  }

  it("asks a failed service again after the pause, and takes its answers once it recovers", async () => {
    const { server: service, state } = failingService();
    const serviceConfig = config(await listen(service));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await expect(searchEventIds("robot", serviceConfig)).resolves.toBeUndefined();
      const asked = state.queries;
      state.failing = false;
      vi.setSystemTime(Date.now() + searchPauseAfterFailureMs - 1000);
      await expect(searchEventIds("robot", serviceConfig)).resolves.toBeUndefined();
      expect(state.queries).toBe(asked);
      vi.setSystemTime(Date.now() + 1000);
      await expect(searchEventIds("robot", serviceConfig)).resolves.toEqual([4]);
      expect(state.queries).toBe(asked + 1);
    } finally {
      vi.useRealTimers();
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it("cuts a long query to the service's limit, and a query it refuses (400) pauses nothing", async () => {
    const received: string[] = [];
    const service = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const { query } = JSON.parse(body) as { query: string };
        received.push(query);
        const refused = query === "odrzucone";
        response.writeHead(refused ? 400 : 200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(refused ? { message: "Query refused", status: 400 } : { hits: [{ objectID: "4", time_start: 1 }] }));
      });
    });
    const serviceConfig = config(await listen(service));
    try {
      await expect(searchEventIds("ą".repeat(400), serviceConfig)).resolves.toEqual([4]);
      expect(new TextEncoder().encode(received[0]).length).toBeLessThanOrEqual(searchQueryMaxBytes);
      expect(received[0]).toBe("ą".repeat(searchQueryMaxBytes / 2));
      await expect(searchEventIds("odrzucone", serviceConfig)).resolves.toBeUndefined();
      // The next visitor's search still asks the service.
      await expect(searchEventIds("robot", serviceConfig)).resolves.toEqual([4]);
      expect(received).toHaveLength(3);
    } finally {
      await new Promise((resolve) => service.close(resolve));
    }
  });

  it("while one search tries the service again after a pause, the others take the built-in match at once", async () => {
    // Refuses at first (500), then never answers.
    const { server: service, state } = failingService({ silentOnceRecovered: true });
    const port = await listenOnEveryAddress(service);
    // Four hosts, so that the try lasts until the search's deadline.
    const serviceConfig = { ...config(port), hosts: serviceHosts(port) };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await expect(searchEventIds("robot", serviceConfig)).resolves.toBeUndefined();
      state.failing = false;
      vi.setSystemTime(Date.now() + searchPauseAfterFailureMs);
      const asked = state.queries;
      const trying = searchEventIds("robot", serviceConfig);
      let tryEnded = false;
      void trying.then(() => (tryEnded = true));
      await expect(searchEventIds("robot", serviceConfig)).resolves.toBeUndefined();
      // At once: before the try, which a silent service holds until the search's deadline (not a wall-clock bound,
      // which a loaded machine's pause could exceed).
      expect(tryEnded).toBe(false);
      await expect(trying).resolves.toBeUndefined();
      // Only the try asked the service (one host after another until its deadline).
      expect(state.queries).toBeGreaterThan(asked);
    } finally {
      vi.useRealTimers();
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
    }
  });
});

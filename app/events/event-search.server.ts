import { algoliasearch } from "algoliasearch";
import { CircuitState, circuitBreaker, ConsecutiveBreaker, handleWhen, TaskCancelledError, timeout, TimeoutStrategy, wrap, type IPolicy } from "cockatiel";
import { byTimeStart } from "~/events/event-filters";

/**
 * Text search of the event list on the hosted search service (spec §7, ARCHITECTURE.md "Search, list and
 * caching"). It answers the ids of matching events in the order to show them, or `undefined` when the
 * service is not configured or fails, and the caller then uses the built-in match: the list never breaks
 * because search is down, nor waits for it: a search has a deadline, and a service that failed is left alone
 * for a while.
 */
export interface SearchServiceConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Only tests point the client elsewhere (an unreachable host, a fake that answers garbage). */
  hosts?: { url: string; port?: number; protocol: "http" | "https" }[];
}

/** Spec §7: connect 1 s, read 2 s, write 30 s (the client's Node defaults are longer). */
export const searchTimeouts = { connect: 1000, read: 2000, write: 30_000 };

/**
 * The longest a search may take: one host's connect and read. The client tries each of the service's hosts in
 * turn, multiplying the timeouts at each retry: a service that accepted connections and never answered held
 * every search 16 s (1 + 4 + 5 + 6 s), 32 s if its answer stalled.
 */
export const searchDeadlineMs = searchTimeouts.connect + searchTimeouts.read;

/**
 * Spec §7's host health window: after a failure of the service the built-in match answers at once for this long;
 * then one search tries the service again, and the others go on with the built-in match until it has answered.
 * The failure is logged as the pause begins (again after each failed try) and the recovery once, not at every
 * search. A refusal of one query (400, such as a query too long) pauses nothing.
 */
export const searchPauseAfterFailureMs = 2 * 60_000;

/** The service's longest query, in UTF-8 bytes: a longer one is refused (400) rather than searched. */
export const searchQueryMaxBytes = 512;

const utf8 = new TextEncoder();

/** The query cut to the service's limit between characters (the built-in match still sees it whole). */
function withinQueryLimit(query: string): string {
  if (utf8.encode(query).length <= searchQueryMaxBytes) return query;
  let kept = "";
  let bytes = 0;
  for (const character of query) {
    bytes += utf8.encode(character).length;
    if (bytes > searchQueryMaxBytes) break;
    kept += character;
  }
  return kept;
}

/** The service refusing this query alone (400), which says nothing of how it answers others. */
function isRefusalOfTheQuery(error: unknown): error is Error {
  return error instanceof Error && "status" in error && error.status === 400;
}

/** A search of the service under its deadline and its pause after a failure. */
type SearchService = (query: string) => Promise<number[]>;

/** One per configuration (ALGOLIA_* of the portal's configuration), made on the first search. */
const services = new WeakMap<SearchServiceConfig, SearchService>();

function serviceFor(config: SearchServiceConfig): SearchService {
  let service = services.get(config);
  if (!service) {
    service = newSearchService(config);
    services.set(config, service);
  }
  return service;
}

function newSearchService(config: SearchServiceConfig): SearchService {
  const client = algoliasearch(config.appId, config.apiKey, {
    timeouts: searchTimeouts,
    ...(config.hosts ? { hosts: config.hosts.map((host) => ({ ...host, accept: "readWrite" as const })) } : {}),
  });
  const pause = circuitBreaker(
    handleWhen((error) => !isRefusalOfTheQuery(error)),
    { halfOpenAfter: searchPauseAfterFailureMs, breaker: new ConsecutiveBreaker(1) },
  );
  pause.onBreak((reason) => console.error(`Search service failed (${failureText(reason)}); the built-in match answers for ${searchPauseAfterFailureMs / 1000} s`));
  pause.onReset(() => console.info("Search service answers again"));
  const policy: IPolicy = wrap(pause, timeout(searchDeadlineMs, TimeoutStrategy.Aggressive));
  return async (query) => {
    // While one search tries the service after a pause, the others do not wait for it (up to the deadline).
    if (pause.state === CircuitState.HalfOpen) throw new Error("the search service is being tried again");
    return policy.execute(async () => {
      const answer = await client.searchSingleIndex<Record<string, unknown>>({
        indexName: config.indexName,
        searchParams: { query: withinQueryLimit(query), hitsPerPage: maxHits, attributesToRetrieve: ["id", "time_start"] },
      });
      if (!Array.isArray(answer?.hits)) throw new Error("the answer has no hits list");
      const hits = answer.hits.map(hitOf);
      if (hits.some((hit) => hit === undefined)) throw new Error("a hit has no event id");
      return byTimeStart(hits as SearchHit[]).map((hit) => hit.id);
    });
  };
}

function failureText(reason: { error: Error } | { value: unknown } | { isolated: true }): string {
  if (!("error" in reason)) return "no answer";
  const { error } = reason;
  return error instanceof TaskCancelledError ? `no answer within ${searchDeadlineMs} ms` : `${error.name}: ${error.message}`;
}

interface SearchHit {
  id: number;
  time_start?: number;
}

function hitOf(raw: Record<string, unknown>): SearchHit | undefined {
  const id = Number(raw.id ?? raw.objectID);
  if (!Number.isInteger(id)) return undefined;
  const timeStart = Number(raw.time_start);
  return { id, time_start: Number.isFinite(timeStart) ? timeStart : undefined };
}

/** Up to this many hits: the festival has a few hundred events, and the list filters them further. */
const maxHits = 1000;

/** `config` is the portal configuration's `search`: undefined when ALGOLIA_* are unset. */
export async function searchEventIds(query: string, config: SearchServiceConfig | undefined): Promise<number[] | undefined> {
  if (!config) return undefined;
  try {
    return await serviceFor(config)(query);
  } catch (error) {
    // A failure of the service began a pause, which logged it (onBreak); while the pause lasts the service is not
    // asked. A refusal of this query alone is logged here.
    if (isRefusalOfTheQuery(error)) console.error(`Search service refused the query (${error.message}); using the built-in match`);
    return undefined;
  }
}

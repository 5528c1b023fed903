import { algoliasearch, type Algoliasearch } from "algoliasearch";
import { byTimeStart } from "~/events/event-filters";

/**
 * Text search of the event list on the hosted search service (spec §7, ARCHITECTURE.md "Search, list and
 * caching"). It answers the ids of matching events in the order to show them, or `undefined` when the
 * service is not configured or fails, and the caller then uses the built-in match: the list never breaks
 * because search is down.
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

/** One client per configuration (ALGOLIA_* of the portal's configuration), made on the first search. */
const clients = new WeakMap<SearchServiceConfig, Algoliasearch>();

function clientFor(config: SearchServiceConfig): Algoliasearch {
  let client = clients.get(config);
  if (!client) {
    client = algoliasearch(config.appId, config.apiKey, {
      timeouts: searchTimeouts,
      ...(config.hosts ? { hosts: config.hosts.map((host) => ({ ...host, accept: "readWrite" as const })) } : {}),
    });
    clients.set(config, client);
  }
  return client;
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
    const answer = await clientFor(config).searchSingleIndex<Record<string, unknown>>({
      indexName: config.indexName,
      searchParams: { query, hitsPerPage: maxHits, attributesToRetrieve: ["id", "time_start"] },
    });
    if (!Array.isArray(answer?.hits)) throw new Error("the answer has no hits list");
    const hits = answer.hits.map(hitOf);
    if (hits.some((hit) => hit === undefined)) throw new Error("a hit has no event id");
    return byTimeStart(hits as SearchHit[]).map((hit) => hit.id);
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Search service failed (${name}: ${message}); using the built-in match`);
    return undefined;
  }
}

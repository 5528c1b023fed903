import type { AppLoadContext } from "@remix-run/node";
import type { Event, EventLanguage } from "#contract/event";
import type { Filters } from "#contract/filters";
import { sharedFestivalApi } from "~/festival-api/festival-api.server";

/**
 * The event list and the filters list kept in the portal's memory with their last update time (spec §3
 * "eventsList/filterList cached with last update time"), shared by every anonymous visitor so that a busy
 * list page costs the festival API one call per TTL (EVENT_CACHE_TTL_MS), not one per request.
 */

interface Entry<T> {
  value: T;
  updatedAt: number;
}

/**
 * After a failed load, how long the cache answers without asking again: the stale entry at once, or with none the
 * same failure. Without it every request during an outage waited out the festival API's timeout (5 s by default)
 * for the same stale list; with it one request in this while does. Never longer than the list's own TTL.
 */
const RETRY_AFTER_FAILURE_MS = 5_000;

export class TimedCache<T> {
  private entries = new Map<string, Entry<T>>();
  private pending = new Map<string, Promise<Entry<T>>>();
  private failures = new Map<string, { retryAt: number; error: unknown }>();

  /**
   * A fresh entry, else one load shared by concurrent callers; a failed reload serves the stale entry, and for a
   * while after a failure (RETRY_AFTER_FAILURE_MS) the cache answers with no new load.
   */
  async get(key: string, ttlMs: number, load: () => Promise<T>): Promise<Entry<T>> {
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.updatedAt < ttlMs) return cached;
    const failure = this.failures.get(key);
    if (failure && Date.now() < failure.retryAt) {
      if (cached) return cached;
      throw failure.error;
    }
    let loading = this.pending.get(key);
    if (!loading) {
      // What a load learns is kept only while it is the key's load: one that ends after `clear()` leaves no trace.
      const current = () => this.pending.get(key) === loading;
      loading = load()
        .then((value) => {
          const entry = { value, updatedAt: Date.now() };
          if (current()) {
            this.entries.set(key, entry);
            this.failures.delete(key);
          }
          return entry;
        })
        .catch((error: unknown) => {
          if (current()) this.failures.set(key, { retryAt: Date.now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS), error });
          throw error;
        })
        .finally(() => {
          if (current()) this.pending.delete(key);
        });
      this.pending.set(key, loading);
    }
    try {
      return await loading;
    } catch (error) {
      if (!cached) throw error;
      // The client has logged why the festival API failed; what it threw is the 503 page's data, not an Error.
      const reason = error instanceof Error ? error.message : "the festival API is unavailable";
      console.error(`Serving the cached ${key} from ${new Date(cached.updatedAt).toISOString()}: ${reason}`);
      return cached;
    }
  }

  clear() {
    this.entries.clear();
    this.failures.clear();
    this.pending.clear();
  }
}

const eventLists = new TimedCache<Event[]>();
const filterLists = new TimedCache<Filters>();

/**
 * Loaded through the shared client (no user's token, no visitor's abort signal): one visitor leaving must not
 * abort the load others wait for. Without a cached copy, a failed load is the festival API client's 503 page.
 */
export function cachedEvents(context: AppLoadContext, language: EventLanguage) {
  return eventLists.get(`events/${language}`, context.config.eventCacheTtlMs, () => sharedFestivalApi(context).events(language));
}

export function cachedFilters(context: AppLoadContext) {
  return filterLists.get("filters", context.config.eventCacheTtlMs, () => sharedFestivalApi(context).filters());
}

/** Tests start each case from an empty cache. */
export function clearEventCaches() {
  eventLists.clear();
  filterLists.clear();
}

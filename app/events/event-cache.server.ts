import type { Event, EventLanguage } from "#contract/event";
import type { Filters } from "#contract/filters";
import type { FestivalApi } from "~/festival-api/festival-api.server";

/**
 * The event list and the filters list kept in the portal's memory with their last update time (spec §3
 * "eventsList/filterList cached with last update time"), shared by every anonymous visitor so that a busy
 * list page costs the festival API one call per TTL, not one per request.
 */
function cacheTtlMs(): number {
  const value = Number(process.env.EVENT_CACHE_TTL_MS);
  return Number.isInteger(value) && value >= 0 ? value : 30_000;
}

interface Entry<T> {
  value: T;
  updatedAt: number;
}

class TimedCache<T> {
  private entries = new Map<string, Entry<T>>();
  private pending = new Map<string, Promise<Entry<T>>>();

  /** A fresh entry, else one load shared by concurrent callers; a failed reload serves the stale entry. */
  async get(key: string, load: () => Promise<T>): Promise<Entry<T>> {
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.updatedAt < cacheTtlMs()) return cached;
    let loading = this.pending.get(key);
    if (!loading) {
      loading = load()
        .then((value) => {
          const entry = { value, updatedAt: Date.now() };
          this.entries.set(key, entry);
          return entry;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, loading);
    }
    try {
      return await loading;
    } catch (error) {
      if (!cached) throw error;
      console.error(`Serving the cached ${key} from ${new Date(cached.updatedAt).toISOString()}: ${String(error)}`);
      return cached;
    }
  }

  clear() {
    this.entries.clear();
  }
}

const eventLists = new TimedCache<Event[]>();
const filterLists = new TimedCache<Filters>();

/**
 * The anonymous list is loaded without the visitor's request signal: it is shared, so one visitor leaving
 * must not abort the load others wait for.
 */
export function cachedEvents(api: FestivalApi, language: EventLanguage) {
  return eventLists.get(`events/${language}`, () => api.events(language));
}

export function cachedFilters(api: FestivalApi) {
  return filterLists.get("filters", () => api.filters());
}

/** Tests start each case from an empty cache. */
export function clearEventCaches() {
  eventLists.clear();
  filterLists.clear();
}

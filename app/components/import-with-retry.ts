import { MAP_LOAD_RETRIES } from "~/spec-constants";

/**
 * A lazily loaded chunk (the map, the event page's forms), retried as the spec asks of the map's script (§9: up to
 * 3 times with growing delays) before its caller shows that it failed.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { retries = MAP_LOAD_RETRIES, firstDelayMs = 500, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      // 500 ms, 1 s, 2 s: a flaky connection gets time to recover, a broken one fails within a few seconds.
      await wait(firstDelayMs * 2 ** attempt);
    }
  }
}

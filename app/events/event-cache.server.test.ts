import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TimedCache } from "~/events/event-cache.server";

const ttlMs = 30_000;
const festivalApiDown = { status: 503 };

describe("TimedCache", () => {
  let cache: TimedCache<string>;
  const load = vi.fn<() => Promise<string>>();
  const get = () => cache.get("events/pl", ttlMs, load);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    cache = new TimedCache();
    load.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("loads once per TTL", async () => {
    load.mockResolvedValue("lista");
    expect((await get()).value).toBe("lista");
    vi.advanceTimersByTime(ttlMs - 1);
    expect((await get()).value).toBe("lista");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load among the requests that come while it runs", async () => {
    let finish: (list: string) => void = () => {};
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const waiting = [get(), get(), get()];
    finish("lista");
    expect((await Promise.all(waiting)).map((entry) => entry.value)).toEqual(["lista", "lista", "lista"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets on clear() a load still running, which then leaves no failure behind (tests start each case afresh)", async () => {
    let fail: (error: unknown) => void = () => {};
    load.mockReturnValueOnce(new Promise((_resolve, reject) => (fail = reject)));
    const abandoned = get().catch(() => undefined);
    cache.clear();
    fail(festivalApiDown);
    await abandoned;
    load.mockResolvedValue("lista");
    expect((await get()).value).toBe("lista");
  });

  it("after a failed reload serves the stale list at once for five seconds, then asks again", async () => {
    load.mockResolvedValueOnce("lista");
    await get();
    vi.advanceTimersByTime(ttlMs);
    load.mockRejectedValue(festivalApiDown);
    expect((await get()).value).toBe("lista");
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(4_999);
    expect((await get()).value).toBe("lista");
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    load.mockResolvedValue("nowa lista");
    expect((await get()).value).toBe("nowa lista");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("with nothing cached answers the same failure for five seconds without asking again", async () => {
    load.mockRejectedValue(festivalApiDown);
    await expect(get()).rejects.toBe(festivalApiDown);
    await expect(get()).rejects.toBe(festivalApiDown);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    load.mockResolvedValue("lista");
    expect((await get()).value).toBe("lista");
  });

  it("asks again at once after a failure when the TTL is shorter than the wait (a TTL of 0 caches nothing)", async () => {
    load.mockRejectedValueOnce(festivalApiDown).mockResolvedValue("lista");
    await expect(cache.get("events/pl", 0, load)).rejects.toBe(festivalApiDown);
    expect((await cache.get("events/pl", 0, load)).value).toBe("lista");
  });
});

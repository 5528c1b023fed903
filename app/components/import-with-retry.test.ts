import { describe, expect, it } from "vitest";
import { importWithRetry } from "./import-with-retry";

describe("importWithRetry", () => {
  it("retries a failing load up to 3 times with growing delays, then succeeds", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await importWithRetry(
      async () => {
        calls++;
        if (calls < 4) throw new Error("chunk failed");
        return "map";
      },
      { wait: async (ms) => void waits.push(ms) },
    );
    expect(result).toBe("map");
    expect(calls).toBe(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it("gives up after the third retry with the last error", async () => {
    let calls = 0;
    const failing = importWithRetry(
      async () => {
        calls++;
        throw new Error(`attempt ${calls}`);
      },
      { wait: async () => undefined },
    );
    await expect(failing).rejects.toThrow("attempt 4");
    expect(calls).toBe(4);
  });

  it("does not wait when the first load succeeds", async () => {
    const waits: number[] = [];
    await expect(importWithRetry(async () => 1, { wait: async (ms) => void waits.push(ms) })).resolves.toBe(1);
    expect(waits).toEqual([]);
  });
});

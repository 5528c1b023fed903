import fc from "fast-check";

/**
 * Sends `batches × concurrency` generated requests, `concurrency` at a time, as one fast-check property: each run
 * is a batch sent at once, so the servers are kept busy without a queue of thousands. A failure stops the run
 * (shrinking would resend whole batches for minutes) and reports the seed, so `FUZZ_SEED=<seed>` makes the same
 * choices again (the users and their ids are new each run), and each failing request in a short form: the long
 * texts and bodies it carried are cut.
 */
export async function fuzzInBatches<T>(
  request: fc.Arbitrary<T>,
  { batches, concurrency }: { batches: number; concurrency: number },
  send: (request: T) => Promise<void>,
): Promise<void> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: concurrency, maxLength: concurrency }), async (batch) => {
      const failures: string[] = [];
      await Promise.all(
        batch.map((item) =>
          send(item).catch((error: unknown) => {
            failures.push(`${error instanceof Error ? error.message : String(error)}\n  request: ${compactly(item)}`);
          }),
        ),
      );
      if (failures.length > 0) throw new Error(failures.join("\n"));
    }),
    {
      numRuns: batches,
      endOnFailure: true,
      seed,
      reporter(details) {
        if (!details.failed) return;
        const message = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`Fuzzing failed after ${details.numRuns} batches (replay with FUZZ_SEED=${details.seed}):\n${message}`);
      },
    },
  );
}

/** A value as JSON with every long string cut to its start and its length, so a report stays readable. */
export function compactly(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "string" && item.length > 80 ? `${item.slice(0, 40)}…(${item.length} characters)` : item,
  );
}

import fc from "fast-check";

/**
 * Sends `batches × batchSize` generated requests as one fast-check property whose every run is a batch, sent
 * through `concurrency` lanes that each take the batch's next request as soon as their last one is answered: the
 * servers are kept busy without a queue of thousands, and a slow answer (a big body, a password hash) holds up
 * its own lane only, not the whole batch. A failure stops the run
 * (shrinking would resend whole batches for minutes) and reports the seed, so `FUZZ_SEED=<seed>` makes the same
 * choices again (the users and their ids are new each run), and each failing request in a short form: the long
 * texts and bodies it carried are cut. `send` reports a wrong answer by throwing an Error, not with Playwright's
 * `expect`: each `expect` is a step of the test, and Playwright looks through all of the test's earlier steps for
 * every new one, so the festival API's 7,600 checks took 86 of the 166 s of CPU its worker spent (a profile), and
 * the test 72 s against 24 s without them.
 */
export async function fuzzInBatches<T>(
  request: fc.Arbitrary<T>,
  { batches, batchSize, concurrency }: { batches: number; batchSize: number; concurrency: number },
  send: (request: T) => Promise<void>,
): Promise<void> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  await fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: batchSize, maxLength: batchSize }), async (batch) => {
      const failures: string[] = [];
      let next = 0;
      const lane = async () => {
        for (let index = next++; index < batch.length; index = next++) {
          await send(batch[index]).catch((error: unknown) => {
            failures.push(`${error instanceof Error ? error.message : String(error)}\n  request: ${compactly(batch[index])}`);
          });
        }
      };
      await Promise.all(Array.from({ length: concurrency }, lane));
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

import type { FestivalConfig } from "../config";
import type { Database } from "../db/database";
import { transportsFor, type Deliver, type PendingMessage } from "./delivery-transports";

const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * Drains the outbox: claims due messages with FOR UPDATE SKIP LOCKED (so several instances never send one
 * twice), delivers each, and on failure schedules a retry with exponential backoff. A message is never
 * dropped: it stays pending until a delivery succeeds.
 */
export function startOutboxSender(db: Database, config: FestivalConfig): { stop(): Promise<void> } | undefined {
  const transports = transportsFor(config);
  const deliverers: Partial<Record<PendingMessage["channel"], Deliver>> = {
    email: transports.email?.deliver,
    sms: transports.sms?.deliver,
  };
  const channels = Object.keys(deliverers).filter((channel) => deliverers[channel as PendingMessage["channel"]]);
  if (channels.length === 0) return undefined;

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const drainOnce = () =>
    db.transaction(async (tx) => {
      const due = await tx.query<PendingMessage & { attempts: number }>(
        `SELECT id, channel, recipient, subject, body, attachments, attempts FROM outbox
          WHERE sent_at IS NULL AND next_attempt_at <= now() AND channel = ANY($1::text[])
          ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED`,
        [channels],
      );
      for (const message of due) {
        try {
          await deliverers[message.channel]!(message);
          await tx.query("UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1", [message.id]);
        } catch (error) {
          const backoff = Math.min(config.outboxRetryBaseMs * 2 ** message.attempts, MAX_BACKOFF_MS);
          await tx.query(
            `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
                    next_attempt_at = now() + make_interval(secs => $3::float8 / 1000) WHERE id = $1`,
            [message.id, String((error as Error).message ?? error).slice(0, 500), backoff],
          );
          console.error(`[festival-api] delivery of ${message.channel} #${message.id} failed, retrying in ${backoff} ms:`, (error as Error).message);
        }
      }
    });

  const tick = () => {
    running = drainOnce()
      .catch((error) => console.error("[festival-api] outbox sender:", (error as Error).message))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, config.outboxPollMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transports.email?.close();
    },
  };
}

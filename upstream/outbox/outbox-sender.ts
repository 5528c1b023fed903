import type { FestivalConfig } from "../config";
import type { Database } from "../db/database";
import { DELIVERY_DEADLINE_MS, transportsFor, type Deliver, type PendingMessage } from "./delivery-transports";

const BATCH_SIZE = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * How long a claimed message stays out of every sender's reach: longer than a delivery may take, so no other
 * sender (another instance) picks it up while this one is still sending it, and short enough that a message whose
 * sender died mid-delivery goes out again soon.
 */
const CLAIM_LEASE_MS = 2 * DELIVERY_DEADLINE_MS;

type ClaimedMessage = PendingMessage & { attempts: number };

/**
 * Why a delivery failed, without whom it was for: a mail server's refusal quotes the address (Postfix: '550 5.1.1
 * <ewa@example.org>: Recipient address rejected'), and nodemailer puts that reply in its error. The log and the
 * outbox row keep the code and the reason; the recipient (an address, or a phone number) and any other address in
 * it are left out.
 */
export function failureReason(error: unknown, recipient: string): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split(recipient).join("<recipient>").replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<address>").slice(0, 500);
}

/**
 * Claims the oldest due message of these channels in one statement: its next attempt moves past the lease, so it
 * is no longer due for anyone. SKIP LOCKED lets senders claiming at the same moment take different messages.
 */
async function claimDueMessage(db: Database, channels: string[]): Promise<ClaimedMessage | undefined> {
  const [message] = await db.query<ClaimedMessage>(
    `UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $2::float8 / 1000)
      WHERE id = (SELECT id FROM outbox
                   WHERE sent_at IS NULL AND next_attempt_at <= now() AND channel = ANY($1::text[])
                   ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, recipient, subject, body, attachments, attempts`,
    [channels, CLAIM_LEASE_MS],
  );
  return message;
}

/**
 * Drains the outbox: claims due messages one at a time, delivers each outside any transaction, and records the
 * outcome; a failure schedules a retry with exponential backoff. Nothing waits on a provider inside the database:
 * PGlite runs every query of the process behind an open transaction, so a slow mail server must not hold one.
 * A message is never dropped: it stays pending until a delivery succeeds. It may go out twice (at least once)
 * only if its sender stops between delivering it and recording that, or takes longer than the lease.
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
  // Stopping aborts a delivery under way, so a shutdown never waits out a slow provider (the message is retried).
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function deliver(message: ClaimedMessage) {
    try {
      await deliverers[message.channel]!(message, stopping.signal);
    } catch (error) {
      const backoff = Math.min(config.outboxRetryBaseMs * 2 ** message.attempts, MAX_BACKOFF_MS);
      const reason = failureReason(error, message.recipient);
      await db.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
                next_attempt_at = now() + make_interval(secs => $3::float8 / 1000) WHERE id = $1 AND sent_at IS NULL`,
        [message.id, reason, backoff],
      );
      console.error(`[festival-api] delivery of ${message.channel} #${message.id} failed, retrying in ${backoff} ms: ${reason}`);
      return;
    }
    await db.query("UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1", [message.id]);
  }

  async function drainOnce() {
    for (let delivered = 0; delivered < BATCH_SIZE && !stopped; delivered++) {
      const message = await claimDueMessage(db, channels);
      if (!message) return;
      await deliver(message);
    }
  }

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
      stopping.abort();
      clearTimeout(timer);
      await running;
      transports.email?.close();
    },
  };
}

import type { Queryable } from "../db/database";

/** A text file sent with an e-mail, e.g. an iCalendar file. */
export interface MessageAttachment {
  filename: string;
  content_type: string;
  content: string;
}

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject?: string;
  body: string;
  /** E-mail only. */
  attachments?: MessageAttachment[];
}

/** Messages sent `days` ago or earlier leave the outbox; 0 keeps them. How many went. */
export async function deleteSentMessages(db: Queryable, days: number): Promise<number> {
  if (days === 0) return 0;
  const rows = await db.query("DELETE FROM outbox WHERE sent_at <= now() - make_interval(days => $1) RETURNING 1", [days]);
  return rows.length;
}

/**
 * Writes a message in the caller's transaction: it is sent if and only if the change that caused it
 * commits. With no delivery configured it is also printed, so a newcomer can follow links and codes.
 */
export async function enqueueMessage(tx: Queryable, message: OutgoingMessage, options: { log: boolean }) {
  await tx.query("INSERT INTO outbox (channel, recipient, subject, body, attachments) VALUES ($1, $2, $3, $4, $5)", [
    message.channel,
    message.to,
    message.subject ?? "",
    message.body,
    JSON.stringify(message.attachments ?? []),
  ]);
  if (options.log) {
    console.log(`[festival-api] outbox ${message.channel} to ${message.to}: ${message.subject ?? ""}\n${message.body}`);
  }
}

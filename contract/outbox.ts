import * as z from "zod";

/** A message the festival API sent or will send, as GET /outbox lists it (newest first). */
export const outboxMessageSchema = z.object({
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Files sent with an e-mail (ours; optional so that a list without it still parses). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })).optional(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListResponseSchema = z.object({ data: z.array(outboxMessageSchema) });

import { createRoute, z } from "@hono/zod-openapi";
import { apiPathPatterns } from "../../../contract/paths";
import { outboxListResponseSchema, type OutboxMessage } from "../../../contract/outbox";
import { toWarsawIso } from "../../../contract/warsaw-time";
import type { MessageAttachment } from "../../outbox/outbox-writer";
import type { FestivalApp } from "../app-env";
import { errorResponses } from "../openapi-shared";

const outbox = createRoute({
  method: "get",
  path: apiPathPatterns.outbox,
  summary: "Messages written to the outbox, newest first (only with OUTBOX_VIEW=1)",
  responses: {
    200: {
      description: "HTML for people; JSON with Accept: application/json",
      content: {
        "application/json": { schema: outboxListResponseSchema.meta({ id: "OutboxList" }) },
        "text/html": { schema: z.string() },
      },
    },
    ...errorResponses(404),
  },
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function attachmentList(message: OutboxMessage): string {
  const files = message.attachments ?? [];
  if (files.length === 0) return "";
  return `<p>Załączniki: ${files.map((file) => `${escapeHtml(file.filename)} (${escapeHtml(file.content_type)})`).join(", ")}</p>`;
}

function outboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article><h2>${message.channel === "email" ? "E-mail" : "SMS"} → ${escapeHtml(message.to)}</h2>
<p><time datetime="${message.created_at}">${message.created_at}</time> ${escapeHtml(message.subject)}</p>
<pre>${escapeHtml(message.body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>${attachmentList(message)}</article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Outbox – Bałtycki Festiwal Nauki</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style>
</head><body><main><h1>Outbox</h1>${items || "<p>Brak wiadomości.</p>"}</main></body></html>`;
}

export function registerOutboxRoutes(app: FestivalApp) {
  app.openapi(outbox, async (c) => {
    if (!c.var.deps.config.outboxView) return c.json({ message: "Nie znaleziono", code: "not_found" }, 404);
    const rows = await c.var.deps.db.query<Omit<OutboxMessage, "created_at" | "attachments"> & { created_at: Date; attachments: MessageAttachment[] }>(
      `SELECT channel, recipient AS "to", subject, body, attachments, created_at FROM outbox ORDER BY id DESC LIMIT 200`,
    );
    // The list names the files; their content stays in the outbox.
    const messages = rows.map((row) => ({
      ...row,
      attachments: row.attachments.map(({ filename, content_type }) => ({ filename, content_type })),
      created_at: toWarsawIso(row.created_at),
    }));
    if ((c.req.header("accept") ?? "").includes("application/json")) return c.json({ data: messages }, 200);
    return c.html(outboxPage(messages), 200);
  });
}

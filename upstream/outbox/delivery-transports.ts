import nodemailer from "nodemailer";
import type { FestivalConfig } from "../config";
import type { MessageAttachment } from "./outbox-writer";

export interface PendingMessage {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  body: string;
  attachments: MessageAttachment[];
}

/** Delivers one message; `stopping` aborts it when the festival API shuts down (the message is then retried). */
export type Deliver = (message: PendingMessage, stopping: AbortSignal) => Promise<void>;

/** A delivery ends at the deadline or when the festival API stops, whichever comes first. */
const deliverySignal = (stopping: AbortSignal) => AbortSignal.any([stopping, AbortSignal.timeout(DELIVERY_DEADLINE_MS)]);

/**
 * The longest one delivery may take, whatever the provider does; the outbox sender's claim on a message outlasts
 * it. A provider that accepts the connection and then says nothing fails the delivery in seconds (and the message
 * is retried), instead of holding it for the minutes of nodemailer's defaults.
 */
export const DELIVERY_DEADLINE_MS = 20_000;

/** Each step of an SMTP exchange: connecting, the server's greeting, then any silence on the socket. */
const smtpStepTimeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** E-mail by SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.org). */
export function smtpTransport(smtpUrl: string, from: string): { deliver: Deliver; close(): void } {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...smtpStepTimeouts });
  return {
    deliver: async (message, stopping) => {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
        // A server that answers every step, but slowly, still ends within the deadline.
        signal: deliverySignal(stopping),
      });
    },
    close: () => transporter.close(),
  };
}

/** SMS through an HTTP gateway: POST { to, message } as JSON with a bearer token; any non-2xx is a failure. */
export function smsGatewayTransport(gatewayUrl: string, token: string | undefined): { deliver: Deliver } {
  return {
    deliver: async (message, stopping) => {
      const response = await fetch(gatewayUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.recipient, message: message.body }),
        signal: deliverySignal(stopping),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function transportsFor(config: FestivalConfig) {
  const email = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.smsGatewayUrl ? smsGatewayTransport(config.smsGatewayUrl, config.smsGatewayToken) : undefined;
  return { email, sms };
}

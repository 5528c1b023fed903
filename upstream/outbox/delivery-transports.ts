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

export type Deliver = (message: PendingMessage) => Promise<void>;

/** E-mail by SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.org). */
export function smtpTransport(smtpUrl: string, from: string): { deliver: Deliver; close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    deliver: async (message) => {
      await transporter.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.content_type, content: file.content })),
      });
    },
    close: () => transporter.close(),
  };
}

/** SMS through an HTTP gateway: POST { to, message } as JSON with a bearer token; any non-2xx is a failure. */
export function smsGatewayTransport(gatewayUrl: string, token: string | undefined): { deliver: Deliver } {
  return {
    deliver: async (message) => {
      const response = await fetch(gatewayUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.recipient, message: message.body }),
        signal: AbortSignal.timeout(10_000),
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

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as a delivery service received it. */
export interface CaughtMessage {
  channel: "email" | "sms";
  recipient: string;
}

export interface MessageCatcher {
  /** What to put in the festival API's SMTP_URL or SMS_GATEWAY_URL. */
  url: string;
  received: CaughtMessage[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts every message and records its envelope recipients. */
export function startSmtpCatcher(): Promise<MessageCatcher> {
  const received: CaughtMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const recipient of session.envelope.rcptTo) received.push({ channel: "email", recipient: recipient.address });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A real HTTP SMS gateway on loopback (the festival API's `{ to, message }` POST) that records each recipient. */
export function startSmsGatewayCatcher(): Promise<MessageCatcher> {
  const received: CaughtMessage[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const { to } = JSON.parse(body) as { to: string };
      received.push({ channel: "sms", recipient: to });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/sms`,
        received,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

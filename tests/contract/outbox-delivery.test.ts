import { createServer, type IncomingMessage, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxListResponseSchema } from "../../contract/outbox";
import { apiPaths } from "../../contract/paths";
import { call, startTestApi, useTestApi, type TestApi } from "./support/test-api";
import { createEvent, createUser } from "../support/festival-fixtures";

/**
 * A real SMTP server that refuses the first message to each of `refusedOnce` (a provider outage), then accepts. Kept
 * per recipient, so that which test's message meets the outage does not hang on the order the tests run in.
 */
function startSmtpServer(refusedOnce: string[]) {
  const received: string[] = [];
  /** When each delivery to a recipient was tried, accepted or refused (performance.now()). */
  const attemptTimes = new Map<string, number[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        const recipient = session.envelope.rcptTo.map((address) => address.address).join(", ");
        const times = attemptTimes.get(recipient) ?? [];
        attemptTimes.set(recipient, [...times, performance.now()]);
        // Worded as Postfix words a deferral, quoting the recipient.
        if (refusedOnce.includes(recipient) && times.length === 0) return callback(new Error(`451 4.2.0 <${recipient}>: Try again later`));
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: string[]; attemptTimes: Map<string, number[]>; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, attemptTimes, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A real HTTP SMS gateway that answers 503 to the first call, then 200. */
function startSmsGateway() {
  const received: { auth?: string; body: { to: string; message: string } }[] = [];
  let calls = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      calls++;
      if (calls === 1) return response.writeHead(503).end();
      received.push({ auth: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise<{ url: string; received: typeof received; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/sms`, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/**
 * A mail server that accepts every connection and never says a word (no greeting): a provider that hangs. It
 * notes when each connection opened and when the festival API gave up on it.
 */
function startSilentMailServer() {
  const connections: { socket: Socket; openedAt: number; closedAt?: number }[] = [];
  const server = createTcpServer((socket) => {
    const connection: (typeof connections)[number] = { socket, openedAt: performance.now() };
    connections.push(connection);
    socket.on("close", () => (connection.closedAt = performance.now()));
  });
  return new Promise<{ url: string; connections: typeof connections; close(): Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        connections,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const { socket } of connections) socket.destroy();
          }),
      });
    });
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const registration = (n: number) => ({
  name: "Maria Curie",
  email: `delivery${n}@example.org`,
  phone: `+4851100000${n}`,
  age: 1967,
  city: "Gdynia",
  password: "polon-i-rad",
  password_confirmation: "polon-i-rad",
});

describe("delivery of the outbox", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let api: TestApi;

  beforeAll(async () => {
    smtp = await startSmtpServer(["delivery1@example.org"]);
    gateway = await startSmsGateway();
    api = await startTestApi("contract_outbox_delivery", {
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smsGatewayUrl: gateway.url,
        smsGatewayToken: "sekret-bramki",
        outboxPollMs: 50,
        outboxRetryBaseMs: 400,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await gateway?.close();
  });

  it("delivers the verification e-mail by SMTP, retrying after the server refused it", async () => {
    const logged = vi.spyOn(console, "error");
    expect((await call(api, "POST", apiPaths.register(), { body: registration(1) })).status).toBe(201);
    const deliveryRow = async () =>
      (
        await api.db.query<{ attempts: number; sent: boolean }>(
          "SELECT attempts, sent_at IS NOT NULL AS sent FROM outbox WHERE recipient = 'delivery1@example.org'",
        )
      )[0];
    // The sender marks the row sent after the SMTP server has accepted the message, so wait for both.
    const receivedHere = () => smtp.received.filter((data) => data.includes("To: delivery1@example.org"));
    await waitFor(async () => receivedHere().length === 1 && (await deliveryRow()).sent);
    expect(receivedHere()[0]).toMatch(/verify\?id=/);
    expect(await deliveryRow()).toEqual({ attempts: 2, sent: true });
    // The retry waited its backoff (OUTBOX_RETRY_BASE_MS, 400 ms here), well past the 100-odd ms an SMTP exchange takes.
    const [refused, accepted] = smtp.attemptTimes.get("delivery1@example.org")!;
    expect(accepted - refused).toBeGreaterThanOrEqual(390);
    // The refusal is logged with its code and reason, not with the address the server quoted (personal data).
    const refusals = logged.mock.calls.map((args) => args.join(" ")).filter((line) => line.includes("delivery of email"));
    logged.mockRestore();
    expect(refusals.some((line) => line.includes("451 4.2.0 <<recipient>>: Try again later"))).toBe(true);
    expect(refusals.filter((line) => line.includes("delivery1@example.org"))).toEqual([]);
  });

  it("delivers the SMS code through the HTTP gateway, retrying after it failed", async () => {
    expect((await call(api, "POST", apiPaths.register(), { body: registration(2) })).status).toBe(201);
    const [email] = await api.db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = 'delivery2@example.org'");
    const query = new URL(/https?:\/\/\S+\/verify\?\S+/.exec(email.body)![0]).search;
    expect((await call(api, "GET", apiPaths.verifyEmail() + query)).status).toBe(200);
    await waitFor(() => gateway.received.length === 1);
    expect(gateway.received[0]).toMatchObject({ auth: "Bearer sekret-bramki", body: { to: "+48511000002" } });
    expect(gateway.received[0].body.message).toMatch(/\d{6}/);
  });

  it("delivers the sign-up confirmation by SMTP with its calendar file attached", async () => {
    const user = await createUser(api.db);
    const eventId = await createEvent(api.db);
    expect((await call(api, "POST", apiPaths.subscribe(eventId), { token: user.token })).status).toBe(200);
    await waitFor(() => smtp.received.some((data) => data.includes(`To: ${user.email}`)));
    const mail = smtp.received.find((data) => data.includes(`To: ${user.email}`))!;
    expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8/);
    expect(mail).toMatch(new RegExp(`filename="?wydarzenie-${eventId}\\.ics`));
  });
});

describe("delivery to a mail server that never answers", () => {
  let silentServer: Awaited<ReturnType<typeof startSilentMailServer>>;
  let api: TestApi;

  beforeAll(async () => {
    silentServer = await startSilentMailServer();
    api = await startTestApi("contract_outbox_silent_smtp", { config: { smtpUrl: silentServer.url, outboxPollMs: 50, outboxRetryBaseMs: 100 } });
  });
  afterAll(async () => {
    // Closing the server first ends the delivery that waits on it, so the API's sender stops at once.
    await silentServer?.close();
    await api?.close();
  });

  it("leaves the festival API answering while a message waits on it, and keeps the message for a retry", async () => {
    expect((await call(api, "POST", apiPaths.register(), { body: registration(4) })).status).toBe(201);
    // The sender is inside the delivery once the server holds its connection.
    await waitFor(() => silentServer.connections.length === 1);
    const list = await call(api, "GET", apiPaths.events("pl"));
    const listAnsweredAt = performance.now();
    expect(list.status).toBe(200);
    // The list did not wait for the delivery: it answered while the sender still waited for the server's greeting.
    expect(silentServer.connections[0].closedAt ?? Infinity).toBeGreaterThan(listAnsweredAt);

    const message = async () =>
      (
        await api.db.query<{ attempts: number; last_error: string | null; sent: boolean }>(
          "SELECT attempts, last_error, sent_at IS NOT NULL AS sent FROM outbox WHERE recipient = 'delivery4@example.org'",
        )
      )[0];
    // The sender gives up on the silent server within seconds, keeps the message unsent, and tries again.
    await waitFor(async () => (await message()).attempts >= 1 && silentServer.connections.length >= 2);
    expect(await message()).toMatchObject({ sent: false, last_error: expect.stringMatching(/greeting|timeout/i) });
    expect(silentServer.connections[0].closedAt).toBeDefined();
  });
});

describe("stopping while a delivery waits on a silent mail server", () => {
  it("aborts the delivery instead of waiting for the server's greeting, so a shutdown is not held up", async () => {
    const silentServer = await startSilentMailServer();
    const api = await startTestApi("contract_outbox_stop", { config: { smtpUrl: silentServer.url, outboxPollMs: 50 } });
    try {
      expect((await call(api, "POST", apiPaths.register(), { body: registration(5) })).status).toBe(201);
      await waitFor(() => silentServer.connections.length === 1);
      const stoppedAt = performance.now();
      await api.close();
      // The connection ends with the stop (its close reaches the server a moment later): nodemailer's greeting
      // timeout would have ended it only 5 s after it opened.
      await waitFor(() => silentServer.connections[0].closedAt !== undefined);
      expect(silentServer.connections[0].closedAt! - stoppedAt).toBeLessThan(2_500);
    } finally {
      await silentServer.close();
    }
  });
});

describe("GET /outbox", () => {
  const api = useTestApi("contract_outbox_view");

  it("lists messages newest first as JSON and as an HTML page", async () => {
    await call(api, "POST", apiPaths.register(), { body: registration(3) });
    await call(api, "POST", apiPaths.passwordRemind(), { body: { email: "delivery3@example.org" } });
    const list = outboxListResponseSchema.parse((await call(api, "GET", apiPaths.outbox())).body).data;
    expect(list[0]).toMatchObject({ channel: "email", to: "delivery3@example.org", body: expect.stringContaining("/reset-password?token=") });
    expect(list[1].body).toContain("/verify?id=");
    const page = await call(api, "GET", apiPaths.outbox(), { headers: { Accept: "text/html" } });
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.body).toContain("delivery3@example.org");
  });

  it("is hidden in production unless OUTBOX_VIEW=1", async () => {
    const hidden = await startTestApi("contract_outbox_hidden", { config: { outboxView: false } });
    try {
      expect((await call(hidden, "GET", apiPaths.outbox())).status).toBe(404);
    } finally {
      await hidden.close();
    }
  });
});

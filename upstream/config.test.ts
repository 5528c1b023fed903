import { describe, expect, it } from "vitest";
import { parseFestivalEnvironment, productionWarnings, type FestivalSettings } from "./config";

function settingsOf(env: Record<string, string>, options: { embedded?: boolean } = {}): FestivalSettings {
  const parsed = parseFestivalEnvironment(Object.freeze({ ...env }), options);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  return parsed.values;
}

function problemsOf(env: Record<string, string>): string[] {
  const parsed = parseFestivalEnvironment(env);
  if (parsed.ok) throw new Error("expected the environment to be refused");
  return parsed.problems;
}

const productionDatabase = { NODE_ENV: "production", DATABASE_URL: "postgres://festival:secret@db/festival" };

describe("parseFestivalEnvironment: the README's defaults", () => {
  it("runs on PGlite with nothing set", () => {
    expect(settingsOf({})).toMatchObject({
      port: 3001,
      host: "0.0.0.0",
      databaseUrl: undefined,
      pgliteDir: "./data/festival",
      config: {
        production: false,
        publicUrl: "http://localhost:3000",
        trustedProxies: ["127.0.0.0/8", "::1"],
        bodyLimitBytes: 65_536,
        rateLimit: { windowSeconds: 900, perAddress: 10, perIp: 100 },
        outboxView: false,
        logOutbox: true,
        smtpUrl: undefined,
        mailFrom: "Bałtycki Festiwal Nauki <no-reply@festiwal.example.org>",
        outboxPollMs: 1000,
        outboxRetryBaseMs: 5000,
        seatLockTimeoutMs: 5000,
        passwordHashCost: 15,
        databasePoolSize: 20,
        tokenIdleDays: 30,
        unverifiedAccountTtlDays: 7,
        outboxRetentionDays: 7,
        accountSweepMs: 60 * 60 * 1000,
        seedDemo: true,
      },
    });
  });

  it("takes an empty variable for an unset one", () => {
    expect(settingsOf({ UPSTREAM_PORT: "", PUBLIC_URL: " ", DATABASE_URL: "" })).toMatchObject({ port: 3001, databaseUrl: undefined });
  });

  it("reads every variable it is given", () => {
    const settings = settingsOf({
      ...productionDatabase,
      UPSTREAM_PORT: "4000",
      UPSTREAM_HOST: "127.0.0.1",
      PGLITE_DIR: "/tmp/festival",
      DATABASE_POOL_SIZE: "5",
      SEED_DEMO: "true",
      PUBLIC_URL: "https://festiwal.example.org/",
      TRUSTED_PROXIES: "10.0.0.0/8, ::1,192.168.1.2",
      BODY_LIMIT_BYTES: "1024",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      RATE_LIMIT_PER_ADDRESS: "3",
      RATE_LIMIT_PER_IP: "30",
      SEAT_LOCK_TIMEOUT_MS: "200",
      PASSWORD_HASH_COST: "16",
      APP_KEY: "0123456789abcdef0123456789abcdef\n",
      OUTBOX_VIEW: "1",
      SMTP_URL: "smtps://mail:password@smtp.example.org",
      MAIL_FROM: "Festiwal <festiwal@example.org>",
      SMS_GATEWAY_URL: "https://sms.example.org/send",
      SMS_GATEWAY_TOKEN: "token",
      OUTBOX_POLL_MS: "500",
      OUTBOX_RETRY_BASE_MS: "100",
      TOKEN_IDLE_DAYS: "0",
      UNVERIFIED_ACCOUNT_TTL_DAYS: "0",
      OUTBOX_RETENTION_DAYS: "30",
      ACCOUNT_SWEEP_MS: "1000",
    });
    expect(settings).toEqual({
      port: 4000,
      host: "127.0.0.1",
      databaseUrl: productionDatabase.DATABASE_URL,
      pgliteDir: "/tmp/festival",
      config: {
        production: true,
        publicUrl: "https://festiwal.example.org",
        trustedProxies: ["10.0.0.0/8", "::1", "192.168.1.2"],
        bodyLimitBytes: 1024,
        rateLimit: { windowSeconds: 60, perAddress: 3, perIp: 30 },
        outboxView: true,
        logOutbox: false,
        smtpUrl: "smtps://mail:password@smtp.example.org",
        mailFrom: "Festiwal <festiwal@example.org>",
        smsGatewayUrl: "https://sms.example.org/send",
        smsGatewayToken: "token",
        outboxPollMs: 500,
        outboxRetryBaseMs: 100,
        appKey: "0123456789abcdef0123456789abcdef",
        seatLockTimeoutMs: 200,
        passwordHashCost: 16,
        databasePoolSize: 5,
        tokenIdleDays: 0,
        unverifiedAccountTtlDays: 0,
        outboxRetentionDays: 30,
        accountSweepMs: 1000,
        seedDemo: true,
      },
    });
  });
});

describe("parseFestivalEnvironment: production, the demo and the outbox", () => {
  it("never seeds the demo on a production database unless asked", () => {
    expect(settingsOf(productionDatabase).config).toMatchObject({ production: true, seedDemo: false });
    expect(settingsOf({ ...productionDatabase, SEED_DEMO: "true" }).config.seedDemo).toBe(true);
    expect(settingsOf({ SEED_DEMO: "false" }).config.seedDemo).toBe(false);
  });

  it("takes PGlite under NODE_ENV=production for the demo (npm start), never for production", () => {
    expect(settingsOf({ NODE_ENV: "production" }).config).toMatchObject({ production: false, seedDemo: true });
  });

  it("runs the festival API embedded in the portal on PGlite, whatever DATABASE_URL says", () => {
    const embedded = settingsOf(productionDatabase, { embedded: true });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.config).toMatchObject({ production: false, seedDemo: true });
  });

  it("prints outbox messages to the log for the demo only, never in production, where they hold live links and codes", () => {
    expect(settingsOf({}).config.logOutbox).toBe(true);
    expect(settingsOf({ NODE_ENV: "production", OUTBOX_VIEW: "1" }).config.logOutbox).toBe(true);
    // The Docker image run alone: embedded on PGlite in production mode, without the demo's OUTBOX_VIEW.
    expect(settingsOf({ NODE_ENV: "production" }, { embedded: true }).config.logOutbox).toBe(false);
    expect(settingsOf(productionDatabase).config.logOutbox).toBe(false);
    expect(settingsOf({ SMTP_URL: "smtps://mail:password@smtp.example.org" }).config.logOutbox).toBe(false);
  });

  it("warns a production start about undelivered messages and e-mails with the defaults' links and sender, never the demo", () => {
    expect(productionWarnings(settingsOf({}).config)).toEqual([]);
    expect(productionWarnings(settingsOf(productionDatabase).config).map((warning) => warning.split(" ")[0])).toEqual([
      "SMTP_URL",
      "SMS_GATEWAY_URL",
      "PUBLIC_URL",
      "MAIL_FROM",
    ]);
    const delivered = {
      ...productionDatabase,
      SMTP_URL: "smtps://mail:password@smtp.example.org",
      SMS_GATEWAY_URL: "https://sms.example.org/send",
      PUBLIC_URL: "https://festiwal.gdansk.pl",
      MAIL_FROM: "Festiwal <festiwal@gdansk.pl>",
    };
    expect(productionWarnings(settingsOf(delivered).config)).toEqual([]);
  });

  it("warns a production start whose password hashes are cheaper than OWASP's floor, as only the tests make them", () => {
    expect(productionWarnings(settingsOf({ PASSWORD_HASH_COST: "10" }).config)).toEqual([]);
    const production = { ...productionDatabase, SMTP_URL: "smtp://mail", SMS_GATEWAY_URL: "https://sms", PUBLIC_URL: "https://festiwal.gdansk.pl", MAIL_FROM: "a@gdansk.pl" };
    expect(productionWarnings(settingsOf({ ...production, PASSWORD_HASH_COST: "15" }).config)).toEqual([]);
    expect(productionWarnings(settingsOf({ ...production, PASSWORD_HASH_COST: "14" }).config)).toEqual([
      "PASSWORD_HASH_COST is 14: below 15, OWASP's floor, a stolen database's passwords are cheap to guess",
    ]);
  });

  it("shows the outbox only when OUTBOX_VIEW=1 says so, on any database, and refuses any other word for it", () => {
    const withoutOutboxView: Record<string, string>[] = [{}, { NODE_ENV: "production" }, productionDatabase, { OUTBOX_VIEW: "0" }];
    for (const env of withoutOutboxView) {
      expect(settingsOf(env).config.outboxView).toBe(false);
    }
    expect(settingsOf({ NODE_ENV: "production", OUTBOX_VIEW: "1" }).config.outboxView).toBe(true);
    expect(settingsOf({ ...productionDatabase, OUTBOX_VIEW: "1" }).config.outboxView).toBe(true);
    expect(problemsOf({ OUTBOX_VIEW: "true" })).toEqual(['OUTBOX_VIEW must be "1" or "0" (got "true")']);
  });
});

describe("parseFestivalEnvironment: a bad environment", () => {
  it("names every bad variable at once, one line each", () => {
    const problems = problemsOf({
      UPSTREAM_PORT: "abc",
      DATABASE_URL: "mysql://db/festival",
      DATABASE_POOL_SIZE: "0",
      SEED_DEMO: "no",
      PUBLIC_URL: "festiwal.example.org",
      TRUSTED_PROXIES: "127.0.0.1,proxy.local",
      BODY_LIMIT_BYTES: "x",
      RATE_LIMIT_PER_IP: "y",
      SEAT_LOCK_TIMEOUT_MS: "3000000000",
      PASSWORD_HASH_COST: "9",
      SMTP_URL: "http://smtp.example.org",
      SMS_GATEWAY_URL: "sms.example.org",
      OUTBOX_POLL_MS: "0",
      ACCOUNT_SWEEP_MS: "3000000000",
    });
    expect(problems.map((problem) => problem.split(" ")[0])).toEqual([
      "UPSTREAM_PORT",
      "DATABASE_URL",
      "DATABASE_POOL_SIZE",
      "SEED_DEMO",
      "PUBLIC_URL",
      "TRUSTED_PROXIES",
      "BODY_LIMIT_BYTES",
      "RATE_LIMIT_PER_IP",
      "SEAT_LOCK_TIMEOUT_MS",
      "PASSWORD_HASH_COST",
      "SMTP_URL",
      "SMS_GATEWAY_URL",
      "OUTBOX_POLL_MS",
      "ACCOUNT_SWEEP_MS",
    ]);
    expect(problems).toContain('BODY_LIMIT_BYTES must be a whole number (got "x")');
    expect(problems).toContain('RATE_LIMIT_PER_IP must be a whole number (got "y")');
    expect(problems).toContain('TRUSTED_PROXIES must be IP addresses or CIDR ranges, separated by commas (got "127.0.0.1,proxy.local")');
    expect(problems.every((problem) => !problem.includes("\n"))).toBe(true);
  });

  it("refuses days and seconds beyond what the database's intervals take", () => {
    expect(problemsOf({ TOKEN_IDLE_DAYS: "3000000000", RATE_LIMIT_WINDOW_SECONDS: "9999999999" }).map((problem) => problem.split(" ")[0])).toEqual([
      "RATE_LIMIT_WINDOW_SECONDS",
      "TOKEN_IDLE_DAYS",
    ]);
    expect(parseFestivalEnvironment({ TOKEN_IDLE_DAYS: "36500", RATE_LIMIT_WINDOW_SECONDS: "86400" }).ok).toBe(true);
  });

  it("never repeats a value that may hold a password or a key", () => {
    const problems = problemsOf({
      DATABASE_URL: "mysql://festival:hunter2@db/festival",
      SMTP_URL: "ftp://mail:hunter2@smtp",
      SMS_GATEWAY_URL: "ftp://gateway:hunter2@sms.example.org/send?token=hunter2",
      APP_KEY: "hunter2",
    });
    expect(problems).toHaveLength(4);
    expect(problems).toContain("APP_KEY must be at least 32 characters long (e.g. from openssl rand -hex 32)");
    for (const problem of problems) expect(problem).not.toContain("hunter2");
  });
});

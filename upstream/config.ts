/** Every setting of the festival API, read from the environment once (upstream/README.md lists them). */
export interface FestivalConfig {
  /**
   * A production deployment: NODE_ENV=production on PostgreSQL. The embedded PGlite database is the
   * newcomer's demo whatever NODE_ENV says (`npm start` runs the portal in production mode).
   */
  production: boolean;
  /** Base URL of the portal, for the links in e-mails. */
  publicUrl: string;
  /** Addresses or CIDR ranges whose X-Forwarded-For is believed (the portal). */
  trustedProxies: string[];
  bodyLimitBytes: number;
  rateLimit: { windowSeconds: number; perAddress: number; perIp: number };
  /**
   * GET /outbox lists the messages with their live links and codes: only when OUTBOX_VIEW=1 says so, whatever
   * the database or NODE_ENV (a standalone festival API on PGlite listens on 0.0.0.0).
   */
  outboxView: boolean;
  /** Print each outbox message to the log when it is written (the embedded default's delivery). */
  logOutbox: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** How often the outbox sender looks for due messages, and the first retry delay (doubling). */
  outboxPollMs: number;
  outboxRetryBaseMs: number;
  /** Key that signs e-mail links; unset: one generated and kept in the database (shared by instances). */
  appKey: string | undefined;
  /** How long a sign-up waits for the event's seat lock before answering 'busy, try again'. */
  seatLockTimeoutMs: number;
  databasePoolSize: number;
  /** A bearer token unused for this many days ends (401); 0 keeps tokens until logout. */
  tokenIdleDays: number;
  /**
   * An account whose e-mail or phone is still unverified this many days after registering is removed, so a
   * mistyped address does not hold the real owner's; 0 keeps such accounts.
   */
  unverifiedAccountTtlDays: number;
  /** How often the account sweeper removes such accounts and idle tokens. */
  accountSweepMs: number;
  /** Seed the demo festival on first start. */
  seedDemo: boolean;
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return parsed;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  database: { embedded: boolean } = { embedded: !env.DATABASE_URL },
): FestivalConfig {
  const production = env.NODE_ENV === "production" && !database.embedded;
  return {
    production,
    publicUrl: (env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    trustedProxies: (env.TRUSTED_PROXIES ?? "127.0.0.0/8,::1")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024),
    rateLimit: {
      windowSeconds: integer(env.RATE_LIMIT_WINDOW_SECONDS, 15 * 60),
      perAddress: integer(env.RATE_LIMIT_PER_ADDRESS, 10),
      perIp: integer(env.RATE_LIMIT_PER_IP, 100),
    },
    outboxView: env.OUTBOX_VIEW === "1",
    logOutbox: !env.SMTP_URL && !env.SMS_GATEWAY_URL,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Festiwal Nauki <no-reply@festiwal.example.org>",
    smsGatewayUrl: env.SMS_GATEWAY_URL || undefined,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || undefined,
    outboxPollMs: integer(env.OUTBOX_POLL_MS, 1000),
    outboxRetryBaseMs: integer(env.OUTBOX_RETRY_BASE_MS, 5000),
    appKey: env.APP_KEY || undefined,
    seatLockTimeoutMs: integer(env.SEAT_LOCK_TIMEOUT_MS, 5000),
    databasePoolSize: integer(env.DATABASE_POOL_SIZE, 20),
    tokenIdleDays: integer(env.TOKEN_IDLE_DAYS, 30),
    unverifiedAccountTtlDays: integer(env.UNVERIFIED_ACCOUNT_TTL_DAYS, 7),
    accountSweepMs: integer(env.ACCOUNT_SWEEP_MS, 60 * 60 * 1000),
    seedDemo: env.SEED_DEMO === undefined ? !production : env.SEED_DEMO !== "false",
  };
}

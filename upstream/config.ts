import { isIP } from "node:net";
import * as z from "zod";
import {
  flag,
  httpUrl,
  parseEnvironment,
  signingSecret,
  text,
  timerMs,
  unlessEmpty,
  wholeNumber,
  zeroOrOne,
  type EnvironmentParse,
} from "../contract/environment-variables";
import { DEFAULT_PASSWORD_HASH_COST } from "./auth/password-hash";

/**
 * Every setting of the festival API, parsed from the environment once at start with one zod schema
 * (ARCHITECTURE.md "Configuration"; upstream/README.md lists the variables). This is a plain parser: the process
 * that runs the festival API hands it `process.env` (upstream/main.ts standalone, server/server-config.ts for the
 * one embedded in the portal) and passes the result to `startFestivalApi`. Nothing else reads the environment.
 */

/** An address or a CIDR range, IPv4 or IPv6 (what http/client-address.ts puts in its BlockList). */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const postgresUrl = text.regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// URL" });
const smtpUrl = text.regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" });
const addressList = text
  .transform((list) => list.split(",").map((entry) => entry.trim()).filter(Boolean))
  .refine((entries) => entries.every(isAddressOrRange), { error: "must be IP addresses or CIDR ranges, separated by commas" });

/** One entry per variable of upstream/README.md's table, with its documented default. */
const environmentSchema = z.object({
  NODE_ENV: unlessEmpty(text.optional()),
  UPSTREAM_PORT: unlessEmpty(wholeNumber(1, 65_535).default(3001)),
  UPSTREAM_HOST: unlessEmpty(text.default("0.0.0.0")),
  DATABASE_URL: unlessEmpty(postgresUrl.optional()),
  PGLITE_DIR: unlessEmpty(text.default("./data/festival")),
  DATABASE_POOL_SIZE: unlessEmpty(wholeNumber(1).default(20)),
  SEED_DEMO: unlessEmpty(flag.optional()),
  PUBLIC_URL: unlessEmpty(httpUrl.transform((url) => url.replace(/\/+$/, "")).default("http://localhost:3000")),
  TRUSTED_PROXIES: unlessEmpty(addressList.default(["127.0.0.0/8", "::1"])),
  BODY_LIMIT_BYTES: unlessEmpty(wholeNumber(1).default(64 * 1024)),
  // Days and seconds go into PostgreSQL intervals and int parameters: bounded to what those take (a century, a year).
  RATE_LIMIT_WINDOW_SECONDS: unlessEmpty(wholeNumber(1, 365 * 24 * 60 * 60).default(15 * 60)),
  RATE_LIMIT_PER_ADDRESS: unlessEmpty(wholeNumber(1).default(10)),
  RATE_LIMIT_PER_IP: unlessEmpty(wholeNumber(1).default(100)),
  // PostgreSQL's lock_timeout takes what a timer does: a longer one failed every seat-holding call at run time.
  SEAT_LOCK_TIMEOUT_MS: unlessEmpty(timerMs.default(5000)),
  // 2^17 takes scrypt 128 MB a hash, two logins at once a quarter of a gigabyte.
  PASSWORD_HASH_COST: unlessEmpty(wholeNumber(10, 17).default(DEFAULT_PASSWORD_HASH_COST)),
  // Trimmed, as before the length rule: a key kept with a file's trailing newline signs as it always did.
  APP_KEY: unlessEmpty(text.pipe(signingSecret).optional()),
  OUTBOX_VIEW: unlessEmpty(zeroOrOne.default(false)),
  SMTP_URL: unlessEmpty(smtpUrl.optional()),
  MAIL_FROM: unlessEmpty(text.default("Bałtycki Festiwal Nauki <no-reply@festiwal.example.org>")),
  SMS_GATEWAY_URL: unlessEmpty(httpUrl.optional()),
  SMS_GATEWAY_TOKEN: unlessEmpty(text.optional()),
  OUTBOX_POLL_MS: unlessEmpty(timerMs.default(1000)),
  OUTBOX_RETRY_BASE_MS: unlessEmpty(wholeNumber(1).default(5000)),
  TOKEN_IDLE_DAYS: unlessEmpty(wholeNumber(0, 36_500).default(30)),
  UNVERIFIED_ACCOUNT_TTL_DAYS: unlessEmpty(wholeNumber(0, 36_500).default(7)),
  OUTBOX_RETENTION_DAYS: unlessEmpty(wholeNumber(0, 36_500).default(7)),
  ACCOUNT_SWEEP_MS: unlessEmpty(timerMs.default(60 * 60 * 1000)),
});

/** Whose values never go into a message: keys, tokens, and URLs that may carry a password. */
const secretVariables = new Set(["DATABASE_URL", "APP_KEY", "SMTP_URL", "SMS_GATEWAY_URL", "SMS_GATEWAY_TOKEN"]);

type Environment = z.output<typeof environmentSchema>;

function festivalConfigOf(env: Environment, embedded: boolean) {
  /**
   * A production deployment: NODE_ENV=production on PostgreSQL. The embedded PGlite database is the newcomer's
   * demo whatever NODE_ENV says (`npm start` runs the portal in production mode).
   */
  const production = env.NODE_ENV === "production" && !embedded;
  return {
    production,
    /** Base URL of the portal, for the links in e-mails. */
    publicUrl: env.PUBLIC_URL,
    /** Addresses or CIDR ranges whose X-Forwarded-For is believed (the portal). */
    trustedProxies: env.TRUSTED_PROXIES,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimit: { windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS, perAddress: env.RATE_LIMIT_PER_ADDRESS, perIp: env.RATE_LIMIT_PER_IP },
    /**
     * GET /outbox lists the messages with their live links and codes: only when OUTBOX_VIEW=1 says so, whatever
     * the database or NODE_ENV (a standalone festival API on PGlite listens on 0.0.0.0).
     */
    outboxView: env.OUTBOX_VIEW,
    /**
     * Print each outbox message to the log when it is written: the demo's delivery (`npm start`, which sets
     * OUTBOX_VIEW=1, or development), never production's, whose log would then hold live reset links and SMS codes
     * with the addresses and numbers they went to. That includes the Docker image run alone: embedded on PGlite, in
     * production mode, without OUTBOX_VIEW.
     */
    logOutbox: !production && !env.SMTP_URL && !env.SMS_GATEWAY_URL && (env.NODE_ENV !== "production" || env.OUTBOX_VIEW),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsGatewayUrl: env.SMS_GATEWAY_URL,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN,
    /** How often the outbox sender looks for due messages, and the first retry delay (doubling). */
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxRetryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    /** Key that signs e-mail links; unset: one generated and kept in the database (shared by instances). */
    appKey: env.APP_KEY,
    /** How long a sign-up waits for the event's seat lock before answering 'busy, try again'. */
    seatLockTimeoutMs: env.SEAT_LOCK_TIMEOUT_MS,
    /** scrypt's cost of new password hashes, a power of two (auth/password-hash.ts). */
    passwordHashCost: env.PASSWORD_HASH_COST,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** A bearer token unused for this many days ends (401); 0 keeps tokens until logout. */
    tokenIdleDays: env.TOKEN_IDLE_DAYS,
    /**
     * An account whose e-mail or phone is still unverified this many days after registering is removed, so a
     * mistyped address does not hold the real owner's; 0 keeps such accounts.
     */
    unverifiedAccountTtlDays: env.UNVERIFIED_ACCOUNT_TTL_DAYS,
    /**
     * A message sent this many days ago leaves the outbox (RODO: addresses, numbers, reset links, also to a number
     * the account has since changed); 0 keeps them.
     */
    outboxRetentionDays: env.OUTBOX_RETENTION_DAYS,
    /** How often the account sweeper removes such accounts and idle tokens. */
    accountSweepMs: env.ACCOUNT_SWEEP_MS,
    /** Seed the demo festival on first start. */
    seedDemo: env.SEED_DEMO ?? !production,
  };
}

/**
 * What a production start should hear about its settings, though they are valid: messages nobody receives, and
 * e-mails whose links or sender are the defaults' (localhost, example.org), which no recipient can use or trust.
 */
export function productionWarnings(config: FestivalConfig): string[] {
  if (!config.production) return [];
  const warnings: string[] = [];
  if (!config.smtpUrl) warnings.push("SMTP_URL is not set: e-mails stay in the outbox, so nobody can verify an account or reset a password");
  if (!config.smsGatewayUrl) warnings.push("SMS_GATEWAY_URL is not set: SMS codes stay in the outbox, so nobody can verify a phone");
  if (/^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.publicUrl)) warnings.push(`PUBLIC_URL is ${config.publicUrl}: the links in e-mails lead there`);
  if (config.passwordHashCost < DEFAULT_PASSWORD_HASH_COST) {
    warnings.push(`PASSWORD_HASH_COST is ${config.passwordHashCost}: below ${DEFAULT_PASSWORD_HASH_COST}, OWASP's floor, a stolen database's passwords are cheap to guess`);
  }
  if (/@[^>]*example\.org>?$/.test(config.mailFrom)) warnings.push(`MAIL_FROM is ${config.mailFrom}: mail servers reject or junk mail from it`);
  return warnings;
}

/** What the festival API's modules read (`deps.config`). */
export type FestivalConfig = ReturnType<typeof festivalConfigOf>;

function festivalSettingsOf(env: Environment, embedded: boolean) {
  return {
    /** Where the standalone festival API listens (the embedded one: loopback, a free port). */
    port: env.UPSTREAM_PORT,
    host: env.UPSTREAM_HOST,
    /** PostgreSQL; unset: PGlite in `pgliteDir`. */
    databaseUrl: embedded ? undefined : env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    config: festivalConfigOf(env, embedded || !env.DATABASE_URL),
  };
}

/** What starts the festival API: where it listens, its database, and its configuration. */
export type FestivalSettings = ReturnType<typeof festivalSettingsOf>;

/**
 * Parses every variable at once, so a start with several mistakes names them all in one go (one line each).
 * `embedded`: the festival API the portal starts in its own process when FESTIVAL_API_URL is unset, always on
 * PGlite (DATABASE_URL is not its), so never "production".
 */
export function parseFestivalEnvironment(
  env: Record<string, string | undefined>,
  options: { embedded?: boolean } = {},
): EnvironmentParse<FestivalSettings> {
  const parsed = parseEnvironment(environmentSchema, env, { secretVariables });
  if (!parsed.ok) return parsed;
  return { ok: true, values: festivalSettingsOf(parsed.values, options.embedded ?? false) };
}

/** The settings with nothing set: every documented default (tests and benchmarks start from these). */
export const defaultFestivalSettings: FestivalSettings = festivalSettingsOf(environmentSchema.parse({}), false);

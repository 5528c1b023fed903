import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "../../upstream/db/migrate";
import { openPgDatabase } from "../../upstream/db/pg-database";
import { seedDatabase } from "../../upstream/db/seed/seed";
import { freePort } from "./portal-process";

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database. */
  adminUrl: string;
  stop(): Promise<void>;
}

export const TEMPLATE_DATABASE = "festival_template";
/** Serialises template creation and cloning across test workers (CREATE DATABASE needs an idle template). */
const TEMPLATE_LOCK_ID = 7_302_028;

function postgresBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\d+$/.test(entry.name))
    .map((entry) => Number(entry.name))
    .sort((a, b) => b - a);
  if (versions.length === 0) throw new Error(`No PostgreSQL under ${root}: apt-get install postgresql`);
  return join(root, String(versions[0]), "bin");
}

/** initdb and postgres refuse to run as root, so as root every server command runs as `postgres`. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["runuser", ["-u", "postgres", "--", command, ...args]];
}

function ensureServerUser(directory: string) {
  if (process.getuid?.() !== 0) return;
  if (spawnSync("id", ["-u", "postgres"]).status !== 0) {
    execFileSync("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
  }
  execFileSync("chown", ["-R", "postgres", directory]);
}

function run(command: string, args: string[]) {
  const [file, argv] = asServerUser(command, args);
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * A throwaway PostgreSQL server in a temp directory on a free loopback port, tuned for tests (no fsync)
 * and with room for the concurrency tests' connections. Stopped by stop() or when the process exits.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const directory = mkdtempSync(join(tmpdir(), "festival-pg-"));
  const dataDir = join(directory, "data");
  ensureServerUser(directory);
  run(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const port = await freePort();
  const settings = [
    "listen_addresses=127.0.0.1",
    `port=${port}`,
    `unix_socket_directories=${directory}`,
    "fsync=off",
    "synchronous_commit=off",
    "full_page_writes=off",
    "max_connections=400",
    "shared_buffers=128MB",
  ];
  const pgCtl = join(bin, "pg_ctl");
  run(pgCtl, ["start", "-w", "-t", "60", "-D", dataDir, "-l", join(directory, "server.log"), "-o", settings.map((s) => `-c ${s}`).join(" ")]);

  let stopped = false;
  const stopNow = (mode: "fast" | "immediate") => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    const [file, argv] = asServerUser(pgCtl, ["stop", "-w", "-m", mode, "-D", dataDir]);
    spawnSync(file, argv);
    rmSync(directory, { recursive: true, force: true });
  };
  const onExit = () => stopNow("immediate");
  process.on("exit", onExit);

  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => stopNow("fast"),
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Migrates and seeds the template once per cluster (the demo festival and the demo account). */
async function ensureTemplate(admin: pg.Client, adminUrl: string) {
  const existing = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [TEMPLATE_DATABASE]);
  if (existing.rowCount) return;
  await admin.query(`CREATE DATABASE ${quoteIdent(TEMPLATE_DATABASE)}`);
  const db = openPgDatabase(databaseUrl(adminUrl, TEMPLATE_DATABASE), { maxConnections: 2 });
  try {
    await migrate(db);
    await seedDatabase(db, { demoFestival: true, demoAccount: true });
  } catch (error) {
    await db.close();
    await admin.query(`DROP DATABASE ${quoteIdent(TEMPLATE_DATABASE)}`);
    throw error;
  }
  await db.close();
}

/**
 * A fresh database cloned from the migrated, seeded template: one per test file, so files never see each
 * other's data and nothing is re-seeded. An existing database of that name is replaced.
 */
export async function createDatabaseFromTemplate(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    await ensureTemplate(admin, adminUrl);
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(TEMPLATE_DATABASE)}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(adminUrl, name);
}

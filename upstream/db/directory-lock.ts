import { closeSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";

const LOCK_FILE = "festival-api.lock";
/** How often the holder marks its lock as alive (the file's modification time). */
const HEARTBEAT_MS = 5_000;
/** A lock not marked alive for this long is a holder's that is gone. */
const STALE_AFTER_MS = 30_000;
/** Directories this process holds, so a second open inside the same process is refused too. */
const heldByThisProcess = new Set<string>();

interface LockHolder {
  /** Absent in a lock written before the host was recorded: read as this host's. */
  host?: string;
  pid: number;
}

/** The lock file's holder; a lock written before hosts were recorded holds its pid alone. */
function holderOf(text: string): LockHolder | undefined {
  let written: unknown;
  try {
    written = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (Number.isInteger(written)) return { pid: written as number };
  const { host, pid } = (written ?? {}) as Partial<LockHolder>;
  return Number.isInteger(pid) && (host === undefined || typeof host === "string") ? { host, pid: pid! } : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the lock's holder may still be writing the directory. On this host, a live process other than this one
 * holds it; one with this process's own pid is this process's predecessor (a container restarted after a crash
 * keeps its host name, and its process is 1 again), gone. A holder on another host (another container sharing the
 * volume, whose processes this one cannot see) holds it while it keeps the lock's heartbeat.
 */
function isHeld(holder: LockHolder, lockPath: string): boolean {
  if (holder.host === undefined || holder.host === hostname()) return holder.pid !== process.pid && isAlive(holder.pid);
  return Date.now() - statSync(lockPath).mtimeMs < STALE_AFTER_MS;
}

export class DirectoryInUseError extends Error {}

/**
 * PGlite takes no lock on its data directory and two processes writing it corrupt it, so we hold a lock file
 * naming our host and pid, and touch it every few seconds. A lock whose holder is gone (a crash, a container
 * restart) is stale and taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (heldByThisProcess.has(path)) {
    throw new DirectoryInUseError(`The database directory ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, JSON.stringify({ host: hostname(), pid: process.pid } satisfies LockHolder));
      closeSync(fd);
      heldByThisProcess.add(path);
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(path, now, now);
        } catch {
          // Removed under us: the next start finds no lock; nothing to mark.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const release = () => {
        if (!heldByThisProcess.delete(path)) return;
        clearInterval(heartbeat);
        rmSync(path, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderOf(readFileSync(path, "utf8"));
      if (holder && isHeld(holder, path)) {
        const who = holder.host && holder.host !== hostname() ? `process ${holder.pid} on ${holder.host}` : `process ${holder.pid}`;
        throw new DirectoryInUseError(
          `The festival database in ${dir} is in use by ${who}. Stop that process, or set PGLITE_DIR ` +
            `to another directory. (A festival API run on its own can use PostgreSQL instead: DATABASE_URL.)`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DirectoryInUseError(`Could not take the lock ${path}.`);
}

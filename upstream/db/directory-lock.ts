import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

const LOCK_FILE = "festival-api.lock";
/** Directories this process holds, so a second open inside the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DirectoryInUseError extends Error {}

/**
 * PGlite takes no lock on its data directory and two processes writing it corrupt it, so we hold a lock
 * file with our pid. A lock whose pid is gone (a crash, a container restart) is stale and taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  if (heldByThisProcess.has(path)) {
    throw new DirectoryInUseError(`The database directory ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(path);
      const release = () => {
        if (!heldByThisProcess.delete(path)) return;
        rmSync(path, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DirectoryInUseError(
          `The festival database in ${dir} is in use by process ${pid}. Stop that process, or set PGLITE_DIR ` +
            `to another directory (or DATABASE_URL to use PostgreSQL).`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DirectoryInUseError(`Could not take the lock ${path}.`);
}

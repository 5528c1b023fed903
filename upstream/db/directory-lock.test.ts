import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DirectoryInUseError } from "./directory-lock";

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** A data directory whose lock file another holder wrote, `ageMs` ago. */
function lockedBy(holder: string, ageMs = 0): string {
  const directory = mkdtempSync(join(tmpdir(), "festival-lock-"));
  directories.push(directory);
  const lock = join(directory, "festival-api.lock");
  writeFileSync(lock, holder);
  const then = new Date(Date.now() - ageMs);
  utimesSync(lock, then, then);
  return directory;
}

const take = (directory: string) => acquireDirectoryLock(directory)();

describe("the embedded database's directory lock", () => {
  it("is refused while another container sharing the volume keeps its heartbeat, and taken over once it stops", () => {
    expect(() => take(lockedBy(JSON.stringify({ host: "another-container", pid: 1 })))).toThrow(DirectoryInUseError);
    expect(() => take(lockedBy(JSON.stringify({ host: "another-container", pid: 1 }), 60_000))).not.toThrow();
  });

  it("is taken over from this host's own pid at once: a container restarted after a crash is process 1 again", () => {
    expect(() => take(lockedBy(JSON.stringify({ host: hostname(), pid: process.pid })))).not.toThrow();
  });

  it("on this host, follows the holder's process: a live one holds it, a gone one (a crash) leaves it to take", () => {
    expect(() => take(lockedBy(JSON.stringify({ host: hostname(), pid: process.ppid }), 60_000))).toThrow(DirectoryInUseError);
    expect(() => take(lockedBy(JSON.stringify({ host: hostname(), pid: 2147483646 })))).not.toThrow();
    // A lock written before the host was recorded: its pid alone.
    expect(() => take(lockedBy(String(process.ppid)))).toThrow(DirectoryInUseError);
    expect(() => take(lockedBy("2147483646"))).not.toThrow();
  });

  it("names this host and process in the lock it takes, and removes it when released", () => {
    const directory = lockedBy("2147483646");
    const release = acquireDirectoryLock(directory);
    expect(JSON.parse(readFileSync(join(directory, "festival-api.lock"), "utf8"))).toEqual({ host: hostname(), pid: process.pid });
    release();
    expect(() => readFileSync(join(directory, "festival-api.lock"))).toThrow();
  });
});

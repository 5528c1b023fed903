/**
 * What `npm test` needs from the machine beyond Node and the npm packages, installed by `npm test` itself
 * (scripts/test-all.ts runs this first), so that the README's `npm ci && npm test` is all the set-up a fresh
 * Debian machine needs: Debian's Chromium headless shell (the browser Playwright drives), PostgreSQL's server
 * binaries (each run starts a throwaway cluster, tests/support/pg-cluster.ts) and a Java runtime (the W3C Nu HTML
 * Checker of the vnu-jar package). What is missing is installed from Debian's packages with apt-get, through sudo
 * when not run as root; where that cannot be done, the answer says what is missing and the command that installs it.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { delimiter, join } from "node:path";
import { debianHeadlessChromium, e2eBrowserPath } from "../tests/e2e/support/e2e-env";

interface Prerequisite {
  /** What it is and where it is looked for, as a person reads it. */
  what: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  present(): boolean;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((directory) => directory !== "" && isExecutable(join(directory, command)));
}

function hasPostgresServer(): boolean {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return false;
  return readdirSync(root).some((version) => /^\d+$/.test(version) && isExecutable(join(root, version, "bin", "initdb")));
}

const prerequisites: Prerequisite[] = [
  { what: `Chromium's headless shell (${e2eBrowserPath})`, debianPackage: "chromium-headless-shell", present: () => isExecutable(e2eBrowserPath) },
  { what: "PostgreSQL's server binaries (/usr/lib/postgresql/*/bin)", debianPackage: "postgresql", present: hasPostgresServer },
  { what: "a Java runtime (`java`, for vnu-jar)", debianPackage: "default-jre-headless", present: () => onPath("java") },
];

/** The fonts the browser renders pages with (the E2E suite's sizes and axe's contrast checks), installed with the rest. */
const extraPackages = ["fonts-dejavu-core"];

function runVisibly(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return result.status === 0;
}

/** apt-get as root, or through sudo (which may ask for a password) otherwise; undefined when neither can be done. */
function aptGet(): ((args: string[]) => boolean) | undefined {
  if (!onPath("apt-get")) return undefined;
  if (process.getuid?.() === 0) return (args) => runVisibly("apt-get", args);
  if (!onPath("sudo")) return undefined;
  return (args) => runVisibly("sudo", ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", ...args]);
}

function describeMissing(missing: Prerequisite[], why: string): string {
  const packages = [...missing.map((prerequisite) => prerequisite.debianPackage), ...extraPackages].join(" ");
  return [
    `npm test cannot run: ${why}. Missing:`,
    ...missing.map((prerequisite) => `  - ${prerequisite.what}: Debian package ${prerequisite.debianPackage}`),
    `Install them as root (apt-get update && apt-get install --no-install-recommends ${packages}), then run npm test again.`,
  ].join("\n");
}

/**
 * Installs whatever of the prerequisites is missing. Returns undefined when everything is there (at once or after
 * installing), else a message saying what is missing and how to install it.
 */
export function ensureTestPrerequisites(): string | undefined {
  const missing = prerequisites.filter((prerequisite) => !prerequisite.present());
  if (missing.length === 0) return undefined;
  // A browser somewhere else than Debian's path is not something apt-get can put there.
  if (e2eBrowserPath !== debianHeadlessChromium && missing.some((prerequisite) => prerequisite.debianPackage === "chromium-headless-shell")) {
    return describeMissing(missing, `CHROMIUM_PATH=${e2eBrowserPath} is not an executable file (unset it to use Debian's ${debianHeadlessChromium})`);
  }
  const apt = aptGet();
  if (!apt) {
    const why = onPath("apt-get") ? "not run as root, and there is no sudo to install them with" : "there is no apt-get to install them with";
    return describeMissing(missing, why);
  }
  const packages = [...missing.map((prerequisite) => prerequisite.debianPackage), ...extraPackages];
  console.log(`Installing ${packages.join(", ")} from Debian's packages (apt-get${process.getuid?.() === 0 ? "" : " through sudo"})`);
  const installed = apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "--no-install-recommends", ...packages]);
  const stillMissing = prerequisites.filter((prerequisite) => !prerequisite.present());
  if (stillMissing.length === 0) return undefined;
  return describeMissing(stillMissing, installed ? "apt-get installed the packages, yet these are still not there" : "apt-get failed");
}

import { loggableError } from "../db/database";

/** How long a stop may take before the process exits anyway: within Docker's 10 s between SIGTERM and SIGKILL. */
const forceExitAfterMs = 10_000;

/**
 * The stop of a server process (docker stop's SIGTERM, Ctrl+C's SIGINT): `stop` runs once, on the first signal, and
 * the process then exits with 0, or with 1 when `stop` fails or has not finished within 10 s (a database that does
 * not close). Installed before the process starts its servers (its first, synchronous steps already take the
 * database's lock), and `stop` waits for the start under way: without a handler, a signal while the database opened
 * killed the process with its lock left behind, and as PID 1 in a container it was ignored until docker's SIGKILL.
 * (A signal while the modules still load, before this, ends the process with nothing open, unless Node is PID 1,
 * which ignores it: run the image with Docker's init, `--init` or compose's `init: true`.) A repeated signal (an
 * orchestrator repeating its stop, Ctrl+C pressed twice) leaves the stop under way to finish, where the default
 * handler had killed the process mid-request.
 */
function exitOnStopSignals(name: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[${name}] ${signal}: shutting down`);
    setTimeout(() => process.exit(1), forceExitAfterMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[${name}] shutdown failed:`, loggableError(error));
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/**
 * Starts a server process's servers with its stop (above) installed first: `stop` gets what `start` resolves with,
 * once it has, however early the signal came. Resolves as `start` does.
 */
export function startStoppable<Started>(name: string, start: () => Promise<Started>, stop: (started: Started) => Promise<void>): Promise<Started> {
  const startup: { running?: Promise<Started> } = {};
  exitOnStopSignals(name, async () => stop(await startup.running!));
  startup.running = start();
  return startup.running;
}

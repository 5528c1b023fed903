import type { FestivalDeps } from "../festival-deps";
import { deleteAccount } from "./account-removal";
import { deleteIdleTokens } from "./session-user";
import { deleteSentMessages } from "../outbox/outbox-writer";

const BATCH_SIZE = 100;

/**
 * Accounts still unverified (e-mail or phone) UNVERIFIED_ACCOUNT_TTL_DAYS after registering are removed, so
 * a mistyped e-mail or phone does not hold the real owner's forever; tokens idle for TOKEN_IDLE_DAYS go too, and
 * messages sent OUTBOX_RETENTION_DAYS ago.
 * Each account goes in its own transaction, like the user's own deletion; several instances may sweep at
 * once (an account already gone is a no-op).
 */
export async function sweepAccounts(deps: FestivalDeps): Promise<{ accounts: number; tokens: number; messages: number }> {
  const { db, config } = deps;
  let accounts = 0;
  if (config.unverifiedAccountTtlDays > 0) {
    for (;;) {
      const abandoned = await db.query<{ id: number }>(
        `SELECT id FROM users
          WHERE (email_verified_at IS NULL OR phone_verified_at IS NULL) AND created_at < now() - make_interval(days => $1)
          ORDER BY id LIMIT ${BATCH_SIZE}`,
        [config.unverifiedAccountTtlDays],
      );
      for (const { id } of abandoned) await deleteAccount(deps, id);
      accounts += abandoned.length;
      if (abandoned.length < BATCH_SIZE) break;
    }
  }
  const tokens = await deleteIdleTokens(db, config.tokenIdleDays);
  const messages = await deleteSentMessages(db, config.outboxRetentionDays);
  return { accounts, tokens, messages };
}

/**
 * Sweeps once before the API serves (like migrating, so a restart after a long pause starts clean, and a
 * test knows the first pass is over), then every ACCOUNT_SWEEP_MS in the festival API's process, like the
 * outbox sender. A failed pass is logged and tried again at the next tick.
 */
export async function startAccountSweeper(deps: FestivalDeps): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const sweepOnce = () =>
    sweepAccounts(deps).then(
      ({ accounts, tokens, messages }) => {
        if (accounts + tokens + messages > 0) {
          console.log(`[festival-api] removed ${accounts} unverified accounts, ${tokens} idle tokens and ${messages} sent messages`);
        }
      },
      (error) => console.error("[festival-api] account sweeper:", (error as Error).message),
    );
  let running = sweepOnce();
  await running;
  const schedule = () => {
    timer = setTimeout(() => {
      running = sweepOnce().finally(() => {
        if (!stopped) schedule();
      });
    }, deps.config.accountSweepMs);
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

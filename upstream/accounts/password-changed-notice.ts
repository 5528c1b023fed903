import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { enqueueMessage } from "../outbox/outbox-writer";

/**
 * Tells the owner their password changed (by the change form or a reset link), in the transaction that
 * changed it: if it was not them, they learn it at once and can take the account back with a reset.
 */
export async function sendPasswordChangedNotice(tx: Queryable, deps: FestivalDeps, email: string): Promise<void> {
  const remindLink = `${deps.config.publicUrl}/remind-password`;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: email,
      subject: "Hasło zostało zmienione / Your password was changed",
      body:
        `Hasło do Twojego konta w Bałtyckim Festiwalu Nauki zostało właśnie zmienione.\n` +
        `Jeśli to nie Ty, ustaw nowe hasło: ${remindLink}\n\n` +
        `The password of your Baltic Science Festival account has just been changed.\n` +
        `If this was not you, set a new password: ${remindLink}\n`,
    },
    { log: deps.config.logOutbox },
  );
}

import type { AuthResponse, VerifyEmailQuery } from "../../contract/user";
import type { Queryable } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { ApiProblem } from "../http/api-problem";
import { emailHash, isEmailLinkValid, signEmailLink } from "../auth/email-link-signature";
import { enqueueMessage } from "../outbox/outbox-writer";
import { throttle } from "../throttle/throttle";
import { logIn } from "./sessions";
import { sendSmsCode } from "./phone-verification";

/** Queues the e-mail with the signed link to the portal's /verify page. */
export async function sendVerificationEmail(tx: Queryable, deps: FestivalDeps, user: { id: number; email: string }) {
  const query = new URLSearchParams({ ...signEmailLink(deps.signingKey, user.id, user.email) });
  const link = `${deps.config.publicUrl}/verify?${query}`;
  await enqueueMessage(
    tx,
    {
      channel: "email",
      to: user.email,
      subject: "Potwierdź adres e-mail / Confirm your e-mail address",
      body:
        `Dziękujemy za rejestrację na portalu Bałtyckiego Festiwalu Nauki.\nAby potwierdzić adres e-mail, otwórz link (ważny 60 minut):\n${link}\n` +
        `Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość: niepotwierdzone konto usuniemy po kilku dniach.\n\n` +
        `Thank you for registering. To confirm your e-mail address, open the link (valid for 60 minutes):\n${link}\n` +
        `If you did not create this account, ignore this message: unconfirmed accounts are removed after a few days.\n`,
    },
    { log: deps.config.logOutbox },
  );
}

/**
 * A valid link verifies the e-mail, sends the SMS code for the next step and logs the user in, once: the
 * link stays readable in a mailbox, so a later visit changes nothing, sends nothing and issues no token
 * (409 already_verified: the portal sends the user to log in).
 */
export async function verifyEmail(deps: FestivalDeps, query: VerifyEmailQuery): Promise<AuthResponse> {
  if (!isEmailLinkValid(deps.signingKey, query)) throw new ApiProblem(403, "invalid_verification_link");
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; email: string; phone: string; email_verified: boolean; phone_verified: boolean }>(
      `SELECT id, email, phone, email_verified_at IS NOT NULL AS email_verified, phone_verified_at IS NOT NULL AS phone_verified
         FROM users WHERE id = $1 FOR UPDATE`,
      [Number(query.id)],
    );
    // The hash ties the link to the address it was sent to: a changed e-mail invalidates old links.
    if (!user || emailHash(user.email) !== query.hash) throw new ApiProblem(403, "invalid_verification_link");
    if (user.email_verified) throw new ApiProblem(409, "already_verified");
    await tx.query("UPDATE users SET email_verified_at = now() WHERE id = $1", [user.id]);
    if (!user.phone_verified) await sendSmsCode(tx, deps, user);
    return logIn(tx, user.id);
  });
}

/** Same answer whether or not the address exists or is already verified: no account enumeration. */
export async function resendVerificationEmail(deps: FestivalDeps, email: string, ip: string): Promise<void> {
  await throttle(deps.db, deps.config.rateLimit, "email-resend", { ip, address: email });
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE lower(email) = lower($1) AND email_verified_at IS NULL",
      [email],
    );
    if (user) await sendVerificationEmail(tx, deps, user);
  });
}

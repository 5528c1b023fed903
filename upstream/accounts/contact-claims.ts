import type { Queryable } from "../db/database";
import type { ServerErrorCode } from "../../contract/errors";
import { fieldsProblem } from "../http/api-problem";
import { removeAccount } from "./account-removal";

/**
 * How long an unverified e-mail or phone stays with the account that typed it: afterwards a registration (or
 * a phone correction) naming it may take it over, removing that account, so a typo does not lock out the
 * real owner for the UNVERIFIED_ACCOUNT_TTL_DAYS the sweeper waits.
 */
export const UNVERIFIED_CLAIM_HOURS = 24;

export interface ContactClaim {
  email?: string;
  phone?: string;
  /** The account that claims them, if it exists already (a phone correction). */
  userId?: number;
}

interface Holder {
  id: number;
  holds_email: boolean;
  holds_phone: boolean;
  email_abandoned: boolean;
  phone_abandoned: boolean;
}

async function holdersOf(q: Queryable, claim: ContactClaim, lock: boolean): Promise<Holder[]> {
  return q.query<Holder>(
    `SELECT id, coalesce(lower(email) = lower($1), false) AS holds_email, coalesce(phone = $2, false) AS holds_phone,
            email_verified_at IS NULL AND created_at < now() - make_interval(hours => $4) AS email_abandoned,
            phone_verified_at IS NULL AND created_at < now() - make_interval(hours => $4) AS phone_abandoned
       FROM users WHERE (lower(email) = lower($1) OR phone = $2) AND id IS DISTINCT FROM $3::int
      ORDER BY id ${lock ? "FOR UPDATE" : ""}`,
    [claim.email ?? null, claim.phone ?? null, claim.userId ?? null, UNVERIFIED_CLAIM_HOURS],
  );
}

/**
 * 422 email_taken / phone_taken when other accounts hold the e-mail or phone for good: both at once when both are,
 * so the form does not come back a second time for the phone once the e-mail is changed.
 */
function refuseTaken(holders: Holder[]): void {
  const refusals: [string, ServerErrorCode][] = [];
  if (holders.some((holder) => holder.holds_email && !holder.email_abandoned)) refusals.push(["email", "email_taken"]);
  if (holders.some((holder) => holder.holds_phone && !holder.phone_abandoned)) refusals.push(["phone", "phone_taken"]);
  if (refusals.length > 0) throw fieldsProblem(refusals);
}

/** A cheap check before the work of a registration (hashing the password); `claimContacts` decides. */
export async function checkContactsFree(q: Queryable, claim: ContactClaim): Promise<void> {
  refuseTaken(await holdersOf(q, claim, false));
}

/**
 * Makes the e-mail and phone free for the claimant inside its transaction: refuses them when another account
 * holds them verified or for less than UNVERIFIED_CLAIM_HOURS, otherwise removes the accounts that hold
 * them unverified for longer. The unique indexes still decide between two claims racing for a free one.
 */
export async function claimContacts(tx: Queryable, claim: ContactClaim): Promise<void> {
  const holders = await holdersOf(tx, claim, true);
  refuseTaken(holders);
  for (const holder of holders) await removeAccount(tx, holder.id);
}

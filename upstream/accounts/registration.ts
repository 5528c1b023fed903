import type { RegisterPayload, User } from "../../contract/user";
import { SQLSTATE, sqlState } from "../db/database";
import { withSeatLock } from "../events/seat-limit";
import type { FestivalDeps } from "../festival-deps";
import { fieldProblem } from "../http/api-problem";
import { hashPassword } from "../auth/password-hash";
import { throttle } from "../throttle/throttle";
import { checkContactsFree, claimContacts } from "./contact-claims";
import { sendVerificationEmail } from "./email-verification";
import { capitaliseWords } from "../../contract/name-format";
import { toUserDto } from "./session-user";
import { loadUser } from "./sessions";

/**
 * Creates the account (unverified) and queues the verification e-mail in the same transaction. An account
 * that has held the same e-mail or phone unverified for a day is replaced (contact-claims.ts). The
 * transaction may free that account's seats, hence `withSeatLock`.
 */
export async function register(deps: FestivalDeps, payload: RegisterPayload, ip: string): Promise<User> {
  await throttle(deps.db, deps.config.rateLimit, "register", { ip, address: payload.email });
  const claim = { email: payload.email, phone: payload.phone };
  await checkContactsFree(deps.db, claim);
  const passwordHash = await hashPassword(payload.password, deps.config.passwordHashCost);
  try {
    return await withSeatLock(deps.db, deps.config.seatLockTimeoutMs, async (tx) => {
      await claimContacts(tx, claim);
      const [user] = await tx.query<{ id: number; email: string }>(
        `INSERT INTO users (name, email, phone, city, birth_year, password_hash) VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, email`,
        [capitaliseWords(payload.name), payload.email, payload.phone, payload.city, payload.age, passwordHash],
      );
      await sendVerificationEmail(tx, deps, user);
      return toUserDto(await loadUser(tx, user.id));
    });
  } catch (error) {
    // Two registrations raced past the check above: the unique index decides.
    if (sqlState(error) === SQLSTATE.uniqueViolation) {
      const constraint = (error as { constraint?: string }).constraint ?? "";
      throw constraint.includes("phone") ? fieldProblem("phone", "phone_taken") : fieldProblem("email", "email_taken");
    }
    throw error;
  }
}

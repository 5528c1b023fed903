import type { RegisterPayload, User } from "../../contract/user";
import { SQLSTATE, sqlState } from "../db/database";
import type { FestivalDeps } from "../festival-deps";
import { fieldProblem } from "../http/api-problem";
import { hashPassword } from "../auth/password-hash";
import { throttle } from "../throttle/throttle";
import { sendVerificationEmail } from "./email-verification";
import { capitaliseWords } from "./name-format";
import { toUserDto } from "./session-user";
import { loadUser } from "./sessions";

/** Creates the account (unverified) and queues the verification e-mail in the same transaction. */
export async function register(deps: FestivalDeps, payload: RegisterPayload, ip: string): Promise<User> {
  await throttle(deps.db, deps.config.rateLimit, "register", { ip, address: payload.email });
  const [taken] = await deps.db.query<{ email_taken: boolean; phone_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1)) AS email_taken,
            EXISTS (SELECT 1 FROM users WHERE phone = $2) AS phone_taken`,
    [payload.email, payload.phone],
  );
  if (taken.email_taken) throw fieldProblem("email", "email_taken");
  if (taken.phone_taken) throw fieldProblem("phone", "phone_taken");
  const passwordHash = await hashPassword(payload.password);
  try {
    return await deps.db.transaction(async (tx) => {
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

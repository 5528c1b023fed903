import * as z from "zod";

/**
 * Reading a process's environment with one zod schema (ARCHITECTURE.md "Configuration"), shared by the portal
 * (app/config/portal-config.server.ts) and the festival API (upstream/config.ts), which run apart in production
 * but are configured alike: the same words for the same kinds of value, and the same report of what is wrong.
 */

/** An unset variable and an empty one are the same: both take the default. */
export function unlessEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);
}

export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: "must be a whole number" })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: `must be from ${min} to ${max}` });
}

/** The longest delay a Node timer takes: a longer one fires at once, so an interval past it would spin. */
export const longestTimerMs = 2_147_483_647;

/** A timer's delay or a timeout: at least 1 ms (0 would spin) and no longer than a Node timer takes. */
export const timerMs = wholeNumber(1, longestTimerMs);

export const flag = z.enum(["true", "false"], { error: 'must be "true" or "false"' }).transform((value) => value === "true");
/** A switch written as `1` or `0` (OUTBOX_VIEW). */
export const zeroOrOne = z.enum(["0", "1"], { error: 'must be "1" or "0"' }).transform((value) => value === "1");
export const text = z.string().trim();
export const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** The fewest characters of a key that signs (SESSION_SECRET, APP_KEY): openssl rand -hex 32 gives 64. */
const signingSecretMinLength = 32;

/**
 * A key that signs what a visitor holds (the session cookie, e-mail links): a short one is found offline from one
 * signed value, by trying keys, and whoever finds it signs in as anyone.
 */
export const signingSecret = z
  .string()
  .refine((value) => value.length >= signingSecretMinLength, { error: `must be at least ${signingSecretMinLength} characters long (e.g. from openssl rand -hex 32)` });

/** A problem found by a rule between variables: the variable to name, and what is wrong with it. */
export type VariableProblem = [name: string, message: string];

export type EnvironmentParse<Parsed> =
  | { ok: true; values: Parsed }
  /** One line per bad variable, naming it. */
  | { ok: false; problems: string[] };

/**
 * Parses every variable at once, so a start with several mistakes names them all in one go: one line per bad
 * variable, with the value it got unless the variable is secret (or holds a password, as a database URL may).
 * `crossVariableProblems` are rules between variables, read from the raw environment so that they are reported
 * together with every other bad variable (a refinement of the schema would run only once each variable is fine).
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  options: { secretVariables: ReadonlySet<string>; crossVariableProblems?: VariableProblem[] },
): EnvironmentParse<z.output<Schema>> {
  const parsed = schema.safeParse(env);
  const problems = new Map<string, string>();
  const issues: VariableProblem[] = [
    ...(parsed.error?.issues ?? []).map((issue): VariableProblem => [String(issue.path[0]), issue.message]),
    ...(options.crossVariableProblems ?? []),
  ];
  for (const [name, message] of issues) {
    if (problems.has(name)) continue;
    const value = env[name];
    const shown = value === undefined || options.secretVariables.has(name) ? "" : ` (got "${value}")`;
    problems.set(name, `${name} ${message}${shown}`);
  }
  if (!parsed.success || problems.size > 0) return { ok: false, problems: [...problems.values()] };
  return { ok: true, values: parsed.data };
}

/** What a process prints before it exits 1 on a bad environment: a heading, then one indented line per problem. */
export function refusedEnvironmentReport(program: string, problems: string[]): string {
  return `${program} cannot start; fix these variables:\n${problems.map((problem) => `  ${problem}`).join("\n")}`;
}

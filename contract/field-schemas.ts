import * as z from "zod";
import type { FieldRuleCode } from "./field-rules";
import {
  BIRTH_YEAR_MIN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_PATTERN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX_LENGTH,
  SMS_CODE_LENGTH,
} from "./limits";

/** Spec §5: spaces and dashes people type between digits are ignored ("+48 600-100-200" is +48600100200). */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, "");
}

type PasswordPair = { password: string; password_confirmation: string };

interface PasswordsMatchOptions {
  message: string;
  path: string[];
  when: (payload: { value: unknown }) => boolean;
}

/**
 * zod skips an object's refinement once any field has failed, so a form with another mistake (the consent, the
 * phone) hid that the passwords differ until that mistake was mended and the form sent again. The rule is
 * judged whenever both passwords were typed, whatever else failed.
 */
function passwordsMatchRule(message: string): [(value: PasswordPair) => boolean, PasswordsMatchOptions] {
  return [
    (value) => value.password === value.password_confirmation,
    { message, path: ["password_confirmation"], when: ({ value }) => bothTyped(value) },
  ];
}

function bothTyped(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { password, password_confirmation } = value as Partial<Record<keyof PasswordPair, unknown>>;
  return typeof password === "string" && password !== "" && typeof password_confirmation === "string" && password_confirmation !== "";
}

/**
 * The rules of spec §5 for each form field, written once for both sides: the festival API's payloads word a
 * failure with its Polish message (contract/field-rules.ts), the portal's forms with a key of `forms:validation`,
 * so that one rule reads in either language, in the browser and in an action. `word` turns a rule's code into
 * that wording. (No messages here, so the browser's form code does not carry the festival API's Polish texts.)
 */
export function fieldSchemas(word: (code: FieldRuleCode) => string) {
  const required = word("required");
  const text = () => z.string({ error: required });
  const ratingOutOfRange = word("rating_out_of_range");
  /** A review's stars (spec §3 "Review"): a whole number from RATING_MIN to RATING_MAX, as JSON gives it. */
  const rating = z
    .number({ error: ratingOutOfRange })
    .int(word("rating_not_integer"))
    .min(RATING_MIN, ratingOutOfRange)
    .max(RATING_MAX, ratingOutOfRange);
  return {
    email: text().trim().min(1, required).max(EMAIL_MAX_LENGTH, word("email_too_long")).pipe(z.email(word("email_invalid"))),
    // A refinement, not a regex check: a form built from this schema must not get a `pattern` that refuses spaces.
    phone: text()
      .overwrite(normalisePhone)
      // One message: a phone that is not a plus and digits is not also too long. (Not two refinements, the first
      // with `abort`: an aborted field stops every refinement of its form, the passwords' comparison too.)
      .superRefine((phone, context) => {
        const problem = !PHONE_PATTERN.test(phone) ? "phone_invalid" : phone.length - 1 > PHONE_MAX_DIGITS ? "phone_too_long" : undefined;
        if (problem) context.addIssue({ code: "custom", message: word(problem) });
      }),
    /** A password being set. */
    newPassword: text().min(PASSWORD_MIN_LENGTH, word("password_too_short")).max(PASSWORD_MAX_LENGTH, word("password_too_long")),
    /** A password that is checked, not set (login, the current one): only present and of a sane length. */
    presentPassword: text().min(1, required).max(PASSWORD_MAX_LENGTH, word("password_too_long")),
    name: text().trim().min(1, required).max(NAME_MAX_LENGTH, word("name_too_long")),
    city: text().trim().min(1, required).max(NAME_MAX_LENGTH, word("city_too_long")),
    /**
     * Numeric, 1900..the current year (checked when sent, so a new year needs no restart). `Input` is what
     * arrives: text from a form, a number (or text) in JSON.
     */
    birthYear: <Input = unknown>() =>
      z.preprocess(
        (value: Input) => {
          if (typeof value !== "string") return value ?? undefined;
          // Written in digits (a fraction gets the 'whole number' message), not as anything Number() reads: 0x7C6, 1.99e3.
          const written = value.trim();
          return written === "" ? undefined : /^\d+(\.\d+)?$/.test(written) ? Number(written) : Number.NaN;
        },
        z
          .number({ error: (issue) => (issue.input === undefined ? required : word("birth_year_not_number")) })
          .int(word("birth_year_not_integer"))
          .min(BIRTH_YEAR_MIN, word("birth_year_too_early"))
          .refine((year) => year <= new Date().getFullYear(), word("birth_year_in_future")),
      ),
    /** Exactly the code's digits; spaces or a line break around them, as a paste from a message may bring, go. */
    smsCode: z.string({ error: word("sms_code_format") }).trim().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), word("sms_code_format")),
    /** An extra participant: not empty (noEmpty), no digits (badSings), at least two words (nameAndSurname). */
    participantName: z
      .string({ error: word("participant_name_required") })
      .trim()
      .min(1, word("participant_name_required"))
      .max(NAME_MAX_LENGTH, word("name_too_long"))
      .refine((name) => !/\d/.test(name), word("name_has_digits"))
      .refine((name) => name.split(/\s+/).filter(Boolean).length >= 2, word("name_needs_surname")),
    rating,
    /** The same read from a form's text. */
    ratingText: z.string({ error: ratingOutOfRange }).pipe(z.coerce.number<string>({ error: ratingOutOfRange })).pipe(rating),
    /** A review's text: may be empty (spec §5: "no validation messages or minimum length"), bounded in length. */
    reviewContent: z.string({ error: word("review_not_text") }).trim().max(REVIEW_CONTENT_MAX_LENGTH, word("review_too_long")),
    /** Spec §5 "confirmation equals password", as `.refine(...passwordsMatch)`: the error sits under the confirmation. */
    passwordsMatch: passwordsMatchRule(word("passwords_mismatch")),
  };
}

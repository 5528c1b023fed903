import { serverMessages } from "./errors";
import { fieldSchemas } from "./field-schemas";
import {
  BIRTH_YEAR_MIN,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_CONTENT_MAX_LENGTH,
  SMS_CODE_LENGTH,
} from "./limits";

/**
 * Every rule of a form field the festival API checks (spec §5), by code, with the Polish message it sends.
 * A 422 carries the messages in `errors` and their codes beside them in `error_codes`, so a portal can word
 * them in its own language; the payload schemas take their messages from here, so each rule is written once.
 */
export const fieldRuleMessages = {
  required: "To pole jest wymagane",
  email_invalid: "Niepoprawny adres e-mail",
  email_too_long: "Adres e-mail jest za długi",
  phone_invalid: "Numer telefonu musi zaczynać się od + i mieć co najmniej 11 cyfr",
  phone_too_long: `Numer telefonu może mieć najwyżej ${PHONE_MAX_DIGITS} cyfr`,
  password_too_short: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
  password_too_long: "Hasło jest za długie",
  passwords_mismatch: "Hasła muszą być takie same",
  name_too_long: "Imię i nazwisko jest za długie",
  city_too_long: "Nazwa miasta jest za długa",
  birth_year_not_number: "Rok urodzenia musi być liczbą",
  birth_year_not_integer: "Rok urodzenia musi być liczbą całkowitą",
  birth_year_too_early: `Rok urodzenia nie może być wcześniejszy niż ${BIRTH_YEAR_MIN}`,
  birth_year_in_future: "Rok urodzenia nie może być z przyszłości",
  link_invalid: "Nieprawidłowy link",
  sms_code_format: `Kod SMS musi mieć ${SMS_CODE_LENGTH} cyfr`,
  participant_name_required: "Imię i nazwisko jest wymagane",
  name_has_digits: "Imię i nazwisko nie może zawierać cyfr",
  name_needs_surname: "Podaj imię i nazwisko",
  rating_out_of_range: `Ocena musi być liczbą od ${RATING_MIN} do ${RATING_MAX}`,
  rating_not_integer: "Ocena musi być liczbą całkowitą",
  review_not_text: "Treść opinii musi być tekstem",
  review_too_long: `Opinia może mieć najwyżej ${REVIEW_CONTENT_MAX_LENGTH} znaków`,
  text_invalid_character: "Tekst zawiera niedozwolony znak",
} as const;
export type FieldRuleCode = keyof typeof fieldRuleMessages;

/** The fields of spec §5 as the festival API's payloads check them, worded with the messages above. */
export const payloadFields = fieldSchemas((code) => fieldRuleMessages[code]);

/** A message no rule of ours sends (a library's default wording, e.g. a body that is not an object). */
export const UNKNOWN_FIELD_ERROR = "invalid";

/**
 * The codes a field error can carry: a field rule, or a rule only the server can check (a taken e-mail, a
 * wrong SMS code, which `serverMessages` words), or `invalid`.
 */
export type FieldErrorCode = FieldRuleCode | keyof typeof serverMessages | typeof UNKNOWN_FIELD_ERROR;

const codeByMessage = new Map<string, FieldErrorCode>(
  [...Object.entries(serverMessages), ...Object.entries(fieldRuleMessages)].map(
    ([code, message]): [string, FieldErrorCode] => [message, code as FieldErrorCode],
  ),
);

/** The code of a field error's message, if it is one of ours. */
export function fieldErrorCodeOf(message: string): FieldErrorCode | undefined {
  return codeByMessage.get(message.trim());
}

/** The 422's `error_codes`: the code of every message in `errors`, in the same order. */
export function fieldErrorCodes(errors: Record<string, string[]>): Record<string, FieldErrorCode[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => fieldErrorCodeOf(message) ?? UNKNOWN_FIELD_ERROR)]),
  );
}

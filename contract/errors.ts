import * as z from "zod";

const fieldMessagesSchema = z.record(z.string(), z.array(z.string()));

/**
 * Every error answer of the festival API (ARCHITECTURE.md "Festival API contract"). Beside `errors` (field →
 * messages) ours sends `error_codes` (field → the code of each message, `contract/field-rules.ts`); both are
 * optional, so a server that sends only messages still parses.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: fieldMessagesSchema.optional(),
  error_codes: fieldMessagesSchema.optional(),
});

/** The exact server messages of spec §8, keyed by their error code. */
export const serverMessages = {
  user_has_events_at_the_same_time: "Zapisałeś się do innych wydarzeń odbywających się w tym samym czasie",
  event_not_found: "Nie znaleziono wydarzenia",
  participant_limit_exceeded: "Przekroczono limit osób",
  too_many_participants: "Zgłosiłeś już maksymalną ilość dodatkowych uczestników",
  email_not_verified: "Your email address is not verified.",
  phone_not_verified: "Twój numer telefonu nie został zweryfikowany",
  /** Sign-up after `available_to` (or after the event started): spec §8 "is_available_to". */
  registration_closed: "Zapisy na to wydarzenie są już zamknięte",
  not_subscribed: "Nie jesteś zapisany na to wydarzenie",
  /** Sign-up for an event open to everyone without registration (`registration_required: false`). */
  registration_not_required: "Na to wydarzenie nie trzeba się zapisywać, wstęp jest wolny",
  /** Sign-up for an event with a `payment_gate`: the seat is taken through the organiser's payment page. */
  payment_required: "Zapis na to wydarzenie odbywa się przez płatność na stronie organizatora",
  /** Cancelling after the event ended: the reservation stays, since a review may rest on it. */
  event_ended: "Wydarzenie już się zakończyło, nie można anulować zapisu",
  /** Removing an extra participant after the event ended: who came is settled, as the reservation is (`event_ended`). */
  participants_final: "Wydarzenie już się zakończyło, nie można usunąć uczestnika",
  event_not_ended: "Opinię można dodać dopiero po zakończeniu wydarzenia",
  review_exists: "Twoja opinia o tym wydarzeniu już istnieje",
  review_not_found: "Nie znaleziono opinii",
  participant_not_found: "Nie znaleziono uczestnika",
  unauthenticated: "Unauthenticated.",
  invalid_credentials: "Niepoprawny login lub hasło",
  invalid_verification_link: "Link weryfikacyjny jest nieprawidłowy lub wygasł",
  /** The e-mail link was used before: it logs in once; the user logs in with the password from then on. */
  already_verified: "Adres e-mail jest już potwierdzony, zaloguj się",
  invalid_sms_code: "Niepoprawny kod SMS",
  sms_code_expired: "Kod SMS wygasł, wyślij nowy",
  sms_attempts_exceeded: "Wykorzystano limit prób, wyślij nowy kod",
  sms_resend_too_soon: "Nowy kod SMS można wysłać raz na minutę",
  invalid_reset_token: "Link do zmiany hasła jest nieprawidłowy lub wygasł",
  email_taken: "Ten adres e-mail jest już zajęty",
  phone_taken: "Ten numer telefonu jest już używany",
  /** A verified phone cannot be changed; the SMS code belongs to the account's current number. */
  phone_mismatch: "Numer telefonu nie zgadza się z numerem konta",
  wrong_password: "Obecne hasło jest niepoprawne",
  too_many_requests: "Zbyt wiele prób, spróbuj ponownie później",
  busy: "Serwer jest zajęty, spróbuj ponownie za chwilę",
  validation_failed: "Przesłane dane są niepoprawne",
  not_found: "Nie znaleziono",
  payload_too_large: "Przesłane dane są za duże",
  unsupported_media_type: "Dane muszą być wysłane jako JSON (application/json)",
} as const;
export type ServerErrorCode = keyof typeof serverMessages;

/** The 422 answer: the first message per field is what the forms show (spec §5). */
export const validationErrorSchema = apiErrorSchema.extend({ errors: fieldMessagesSchema });

import * as z from "zod";

/** Every error answer of the festival API (ARCHITECTURE.md "Festival API contract"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The exact server messages of spec §8, keyed by their error code. */
export const serverMessages = {
  user_has_events_at_the_same_time: "Zapisałeś się do innych wydarzeń odbywających się w tym samym czasie",
  event_not_found: "Nie znaleziono wydarzenia",
  participant_limit_exceeded: "Przekroczono limit osób",
  too_many_participants: "Zgłosiłeś już maksymalną ilość dodatkowych uczestników",
  email_not_verified: "Your email address is not verified.",
  phone_not_verified: "Twój numer telefonu nie został zweryfikowany",
} as const;
export type ServerErrorCode = keyof typeof serverMessages;

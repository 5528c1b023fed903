/**
 * The value the registration form's consent checkbox sends when ticked (RODO: the terms and the privacy policy
 * accepted). Apart from the schema (app/account/newcomer-forms.ts), so the page renders it without loading zod.
 */
export const consentGiven = "on";

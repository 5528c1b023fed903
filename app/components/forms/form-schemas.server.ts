import { getZodConstraint } from "@conform-to/zod/v4";
import type { ZodType } from "zod";

/**
 * The forms' schemas and their parser as the route modules' actions and loaders use them. Through this `.server`
 * module, so that a route's own imports never put zod into the browser's first load: the compiler drops `.server`
 * modules from the browser's build, where a plain import stays (as a chunk loaded for its side effects) even when
 * only the action uses it. The browser loads the same schemas after the page (use-schema-validation.ts). A module
 * that is `.server` itself imports its schemas directly (participant-actions.server.ts).
 */
export { parseWithZod } from "@conform-to/zod/v4";
export {
  loginFormSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  remindPasswordFormSchema,
  resetPasswordFormSchema,
} from "~/account/account-forms";
export { registrationFormSchema, resendEmailFormSchema, smsCodeFormSchema, smsResendFormSchema } from "~/account/newcomer-forms";
export { reviewFormSchema } from "~/events/reviews/review-form-schema";

const constraints = new WeakMap<ZodType, ReturnType<typeof getZodConstraint>>();

/**
 * A form's HTML constraints (`required`, `maxLength`…) for conform, read from its schema on the server and sent with
 * the loader's data: the page renders them with or without JS, and the browser needs no zod to hydrate them.
 */
export function formConstraint(schema: ZodType) {
  let constraint = constraints.get(schema);
  if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)));
  return constraint;
}

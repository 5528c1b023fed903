import { parse, type Submission, type useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { input, output, ZodType } from "zod";

/** A form's HTML constraints, as the loader sends them (app/components/forms/form-schemas.server.ts `formConstraint`). */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** What conform's `onValidate` is given (not conform's own `FormState`, a form's whole state). */
interface ValidateContext {
  form: HTMLFormElement;
  formData: FormData;
}

type OnValidate<Schema extends ZodType> = (state: ValidateContext) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * The errors a form shows, each kept as it is (conform reads a name's `null` as 'no news': its error stays): the
 * form's own ('') and its fields', named as its elements are. An error under any other name is dropped, as the
 * schema's check drops it; list intents (insert, remove) would leave errors at their old places, and no form has one.
 */
function errorsKept(form: HTMLFormElement): Record<string, string[] | null> {
  const names = ["", ...Array.from(form.elements, (element) => (element as HTMLInputElement).name)];
  return Object.fromEntries(names.map((name) => [name, null]));
}

/**
 * A form's `onValidate` while its schema is not in: the form goes to the action, which checks it with the schema
 * (`error: null` lets conform send it unchecked), and conform's own steps stay in the browser: a check as one types
 * again after a refusal keeps the errors the action gave, and a reset of the whole form clears them. Left
 * undefined, conform sent each such step to the action as a submission: on a slow connection the passwords typed
 * after a refusal were emptied by the answer to the next keystroke's check, and /verify/sms's reset cancelled the
 * page's reload after a redirect.
 */
function checkedByTheAction<Schema extends ZodType>({ form, formData }: ValidateContext): ReturnType<OnValidate<Schema>> {
  return parse<output<Schema>, string[]>(formData, { resolve: (_value, intent) => ({ error: intent ? errorsKept(form) : null }) });
}

/**
 * A form's `onValidate` for conform: the same zod schema as its action, loaded after hydration. zod and the schemas
 * are about a fifth of a form page's JavaScript and nothing needs them before someone types, so they stay out of the
 * first load (issue 13). Until they arrive (or if they never do) the action checks the form when it is sent, with
 * the same schema, as it does without JS, so no error is ever missed (`checkedByTheAction`).
 *
 * `loadSchema` is a module-level `() => import(...)`, the same function on every render.
 */
export function useSchemaValidation<Schema extends ZodType>(loadSchema: () => Promise<Schema>): OnValidate<Schema> {
  const [validate, setValidate] = useState<OnValidate<Schema>>();
  useEffect(() => {
    let mounted = true;
    Promise.all([import("@conform-to/zod/v4"), loadSchema()]).then(
      ([{ parseWithZod }, schema]) => {
        if (mounted) setValidate(() => ({ formData }: ValidateContext) => parseWithZod(formData, { schema }));
      },
      (error: unknown) => console.warn("Form checks not loaded; the server checks the form", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadSchema]);
  return validate ?? checkedByTheAction;
}

import { parse, type Submission, type useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { input, output, ZodType } from "zod";

/** A form's HTML constraints, as the loader sends them (app/components/forms/form-schemas.server.ts `formConstraint`). */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/** What conform's `onValidate` is given. */
interface FormState {
  form: HTMLFormElement;
  formData: FormData;
}

type OnValidate<Schema extends ZodType> = (state: FormState) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * The errors a form shows, each kept as it is (conform reads a field's `null` as 'no news': its error stays): the
 * form's own ('') and each field's, named as its elements are.
 */
function errorsKept(form: HTMLFormElement): Record<string, string[] | null> {
  const names = ["", ...Array.from(form.elements, (element) => (element as HTMLInputElement).name)];
  return Object.fromEntries(names.map((name) => [name, null]));
}

/**
 * A form's `onValidate` while its schema is not in: the form goes to the action, which checks it with the schema
 * (`error: null` lets conform send it unchecked), and conform's own steps stay in the browser, keeping the errors
 * the action gave (a check as one types again after a refusal, a reset). Left undefined, conform sent each such
 * step to the action as a submission: on a slow connection the passwords typed after a refusal were emptied by the
 * answer to the next keystroke's check, and a reset cancelled the page's reload after a redirect.
 */
function checkedByTheAction<Schema extends ZodType>({ form, formData }: FormState): ReturnType<OnValidate<Schema>> {
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
        if (mounted) setValidate(() => ({ formData }: FormState) => parseWithZod(formData, { schema }));
      },
      (error: unknown) => console.warn("Form checks not loaded; the server checks the form", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadSchema]);
  return validate ?? checkedByTheAction;
}

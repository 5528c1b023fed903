import type { Submission, useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { input, output, ZodType } from "zod";

/** A form's HTML constraints, as the loader sends them (app/components/forms/form-schemas.server.ts `formConstraint`). */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

type Validate<Schema extends ZodType> = (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * A form's `onValidate` for conform: the same zod schema as its action, loaded after hydration. zod and the schemas
 * are about a fifth of a form page's JavaScript and nothing needs them before someone types, so they stay out of the
 * first load (issue 13). Until they arrive (or if they never do) the answer is undefined: conform then sends the
 * form and the action validates it with the same schema, as it does without JS, so no error is ever missed.
 *
 * `loadSchema` is a module-level `() => import(...)`, the same function on every render.
 */
export function useSchemaValidation<Schema extends ZodType>(loadSchema: () => Promise<Schema>) {
  const [validate, setValidate] = useState<Validate<Schema>>();
  useEffect(() => {
    let mounted = true;
    Promise.all([import("@conform-to/zod/v4"), loadSchema()]).then(
      ([{ parseWithZod }, schema]) => {
        if (mounted) setValidate(() => (formData: FormData) => parseWithZod(formData, { schema }));
      },
      (error: unknown) => console.warn("The form's checks did not load; the server checks it when it is sent", error),
    );
    return () => {
      mounted = false;
    };
  }, [loadSchema]);
  return validate && (({ formData }: { formData: FormData }) => validate(formData));
}

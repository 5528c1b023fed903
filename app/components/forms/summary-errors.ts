import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { SummaryError } from "~/components/forms/ErrorSummary";

/**
 * What a form's error summary lists: the form's own errors (already worded), then the first error of each field
 * in the order the form shows them, linking to it.
 */
export function summaryErrorsOf(form: Pick<FormMetadata<never, string[]>, "errors">, fields: Pick<FieldMetadata<unknown>, "id" | "errors">[]): SummaryError[] {
  return [
    ...(form.errors ?? []).map((text) => ({ text })),
    ...fields.flatMap((field) => (field.errors?.length ? [{ fieldId: field.id, text: field.errors[0] }] : [])),
  ];
}

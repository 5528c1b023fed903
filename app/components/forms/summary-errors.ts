import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { SummaryError } from "~/components/forms/ErrorSummary";

type FormErrors = Pick<FormMetadata<never, string[]>, "errors">;

/** A field as its form's error summary names it: its metadata and its visible label. */
export interface SummaryField {
  meta: Pick<FieldMetadata<unknown>, "id" | "errors">;
  label: string;
  /** The element the summary links to when it is not the field's own id (a checkbox group's box). */
  targetId?: string;
}

/**
 * What a form's error summary lists: the forms' own errors (already worded), then the first error of each field
 * in the order the form shows them, named by the field's label ('E-mail address: This field is required'), so
 * that links to different fields never read the same, and linking to it.
 */
export function summaryErrorsOf(forms: FormErrors | readonly FormErrors[], fields: readonly SummaryField[]): SummaryError[] {
  return [
    ...[forms].flat().flatMap((form) => (form.errors ?? []).map((text) => ({ text }))),
    ...fields.flatMap(({ meta, label, targetId }) => (meta.errors?.length ? [{ fieldId: targetId ?? meta.id, label, text: meta.errors[0] }] : [])),
  ];
}

/**
 * conform's form props without its aria attributes: they would point the form at an element of conform's for
 * the form's errors, which no form renders, since the ErrorSummary above the form shows them (role alert, focused).
 */
export function formPropsOf<Schema extends Record<string, unknown>, FormError>(form: FormMetadata<Schema, FormError>) {
  return getFormProps(form, { ariaAttributes: false });
}

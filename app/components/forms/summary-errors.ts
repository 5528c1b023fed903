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
 * A form's own errors while the answer that brought them (`lastResult`) is still the page's. They are sentences
 * worded on the server in that request's language, and conform keeps them after the answer is gone: a change of
 * language (a navigation, which ends the action's data) left them in the old language under headings in the new.
 * Without JS the change reloads the page and they are gone; so they go here too. Field errors travel as codes,
 * worded in the browser in the page's language, and stay.
 */
export function currentFormErrorsOf(form: FormErrors, lastResult: unknown): FormErrors {
  return { errors: lastResult ? form.errors : undefined };
}

/**
 * conform's form props without its aria attributes: they would point the form at an element of conform's for
 * the form's errors, which no form renders, since the ErrorSummary above the form shows them (role alert, focused).
 */
export function formPropsOf<Schema extends Record<string, unknown>, FormError>(form: FormMetadata<Schema, FormError>) {
  return getFormProps(form, { ariaAttributes: false });
}

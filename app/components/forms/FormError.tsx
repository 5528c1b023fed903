import { useRef } from "react";
import { useFocusOnAppearance } from "~/components/forms/use-focus-on-appearance";

/**
 * A form's own error, not one field's (the login refused, the festival API unreachable), under the form as
 * spec §8 puts the login's failure. It takes focus after the failed submit, as the error summary does; the form
 * names it with `aria-describedby`.
 */
export function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const box = useRef<HTMLParagraphElement>(null);
  const text = (errors ?? []).join(" ");
  useFocusOnAppearance(box, text);
  if (!text) return null;
  return (
    <p id={id} ref={box} tabIndex={-1} className="message message--error" role="alert">
      {text}
    </p>
  );
}

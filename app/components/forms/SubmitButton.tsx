import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/**
 * A form's submit button that takes one press per submission (JS): while the page's POST is on its way (its
 * action, then the page it leads to) another press, or Enter in a field, sends nothing, so a double click no longer
 * adds a participant twice. It says so with aria-disabled, not `disabled`, which would drop the focus to <body>.
 * Without JS the browser sends what it is given.
 */
export function SubmitButton({ className = "button", onClick, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { formMethod } = useNavigation();
  const busy = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  return (
    <button
      type="submit"
      {...props}
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}

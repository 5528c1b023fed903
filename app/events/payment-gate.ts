/**
 * The payment gate the page may link to (issue 11): only an https address, so a visitor is never sent to pay
 * over plain HTTP or to a `javascript:` URL the festival's data happened to hold. Anything else links nowhere.
 */
export function securePaymentGateOf(event: { payment_gate: string | null }): string | null {
  if (!event.payment_gate) return null;
  try {
    return new URL(event.payment_gate).protocol === "https:" ? event.payment_gate : null;
  } catch {
    return null;
  }
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * "12 PLN" or "12,50 PLN" in Polish, "12.50 PLN" in English: whole amounts without decimals, others with both
 * (never "12,5"), in the BCP 47 `locale` (pl-PL, en-GB); callers show 'free entry' for a price of 0 or less. A no-break space keeps "PLN" on the amount's
 * line. The event page and cards, and the festival API's sign-up e-mail, write prices alike.
 */
export function formatPrice(price: number, locale: string): string {
  const decimals = Number.isInteger(price) ? 0 : 2;
  const key = `${locale}:${decimals}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
    amountFormats.set(key, format);
  }
  return `${format.format(price)}\u00a0PLN`;
}

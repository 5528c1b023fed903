import { intlLocale, type Language } from "~/i18n/i18n";

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * "12 PLN" or "12,50 PLN" in Polish, "12.50 PLN" in English: whole amounts without decimals, others with both
 * (never "12,5"); callers show 'free entry' for a price of 0 or less. A no-break space keeps "PLN" on the amount's line.
 */
export function formatPrice(price: number, language: Language): string {
  const decimals = Number.isInteger(price) ? 0 : 2;
  const key = `${language}:${decimals}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { minimumFractionDigits: decimals, maximumFractionDigits: 2 });
    amountFormats.set(key, format);
  }
  return `${format.format(price)}\u00a0PLN`;
}

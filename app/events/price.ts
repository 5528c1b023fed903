import { intlLocale, type Language } from "~/i18n/i18n";

const amountFormats = new Map<Language, Intl.NumberFormat>();

/** "12,50 PLN" in Polish, "12.50 PLN" in English; callers show 'free entry' for a price of 0 or less. */
export function formatPrice(price: number, language: Language): string {
  let format = amountFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    amountFormats.set(language, format);
  }
  return `${format.format(price)} PLN`;
}

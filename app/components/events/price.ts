import { intlLocale, type Language } from "~/i18n";

/** "12,50 PLN" in Polish, "12.50 PLN" in English; callers show 'free entry' for a price of 0 or less. */
export function formatPrice(price: number, language: Language): string {
  const amount = new Intl.NumberFormat(intlLocale[language], { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(price);
  return `${amount} PLN`;
}

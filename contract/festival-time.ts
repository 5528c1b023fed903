/**
 * Where and how the festival's dates and numbers are written, the same in the portal's pages and the festival
 * API's e-mails: the festival happens in Poland, so its times are Warsaw's, and each language has its locale.
 */
export const festivalTimeZone = "Europe/Warsaw";

/** BCP 47 locale used for dates and numbers in each language (issue 5: pl-PL and en-GB). */
export const intlLocale = { pl: "pl-PL", en: "en-GB" } as const;

import { defaultLanguage, isLanguage, type Language } from "~/i18n/i18n";
import { oneYearInSeconds, preferenceCookie } from "~/shell/preference-cookie.server";
import { renderingCookieNames } from "~/shell/rendering-cookies";

/** The chosen interface language; it takes priority over anything else, as local storage did in the spec. */
export const languageCookie = preferenceCookie(renderingCookieNames.language, oneYearInSeconds);

export async function languageOf(request: Request): Promise<Language> {
  const value: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : defaultLanguage;
}

import { createCookie } from "@remix-run/node";
import { defaultLanguage, isLanguage, type Language } from "~/i18n/i18n";
import { renderingCookieNames } from "~/shell/rendering-cookies";

const oneYearInSeconds = 60 * 60 * 24 * 365;

/** The chosen interface language; it takes priority over anything else, as local storage did in the spec. */
export const languageCookie = createCookie(renderingCookieNames.language, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: oneYearInSeconds,
});

export async function languageOf(request: Request): Promise<Language> {
  const value: unknown = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : defaultLanguage;
}

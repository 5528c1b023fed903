import { createCookie, redirect } from "@remix-run/node";
import { redirectWithMessage } from "~/flash-message.server";
import { translatorFor } from "~/i18next.server";
import { languageOf } from "~/language.server";
import { sameSiteRedirectTarget } from "~/safe-redirect";

const oneYearInSeconds = 60 * 60 * 24 * 365;

/**
 * The preferences the SPA kept in local storage, as cookies so the server can render them (ARCHITECTURE.md
 * rule 3). Each is set by a form POST to a /preferences/* resource route that redirects back.
 */
function preferenceCookie(name: string, maxAge: number | undefined) {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge });
}

export const acceptedCookieCookie = preferenceCookie("accepted_cookie", oneYearInSeconds);
export const largeTextCookie = preferenceCookie("large_text", oneYearInSeconds);
/** No maxAge: a session cookie, so closing the banner lasts for this visit only (spec §2 "App shell"). */
export const cookieBannerClosedCookie = preferenceCookie("cookie_banner_closed", undefined);

export interface Preferences {
  largeText: boolean;
  cookieBannerVisible: boolean;
}

export async function preferencesOf(request: Request): Promise<Preferences> {
  const cookieHeader = request.headers.get("Cookie");
  const [largeText, accepted, bannerClosed] = await Promise.all([
    largeTextCookie.parse(cookieHeader),
    acceptedCookieCookie.parse(cookieHeader),
    cookieBannerClosedCookie.parse(cookieHeader),
  ]);
  return { largeText: largeText === true, cookieBannerVisible: accepted !== true && bannerClosed !== true };
}

/**
 * Form field that the enhanced (fetcher) forms add once JS runs: they want the new state back instead of a
 * redirect, so the page changes in place without a navigation.
 */
export const enhancedSubmissionField = "enhanced";

/**
 * The answer of every preference POST: without JS, a redirect back to the page the form was on (with its query);
 * from an enhanced form, a small JSON body. Both carry the cookie.
 */
export function preferenceSaved(formData: FormData, setCookie: string): Response {
  const headers = new Headers({ "Set-Cookie": setCookie });
  if (formData.get(enhancedSubmissionField) === "true") return Response.json({ saved: true }, { headers });
  return redirect(sameSiteRedirectTarget(formData.get("redirectTo")), { headers });
}

/** A preference POST with a value no form of ours sends: say so, and change nothing. */
export async function preferenceRejected(request: Request, formData: FormData): Promise<Response> {
  if (formData.get(enhancedSubmissionField) === "true") return Response.json({ saved: false }, { status: 400 });
  const t = translatorFor(await languageOf(request), "common");
  return redirectWithMessage(request, sameSiteRedirectTarget(formData.get("redirectTo")), {
    kind: "error",
    text: t("shell.preferenceRejected"),
  });
}

/** The preference routes only take POSTs; a GET (a typed or bookmarked address) goes home. */
export function preferenceRouteLoader() {
  return redirect("/");
}

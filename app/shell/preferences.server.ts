import { redirect, type AppLoadContext } from "@remix-run/node";
import { renderingCookieNames } from "~/shell/rendering-cookies";
import * as z from "zod";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { formValues, readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { sameSiteRedirectTarget } from "~/http/safe-redirect";
import { oneYearInSeconds, preferenceCookie } from "~/shell/preference-cookie.server";

/**
 * The preferences the SPA kept in local storage, as cookies so the server can render them (ARCHITECTURE.md
 * rule 3). Each is set by a form POST to a /preferences/* resource route that redirects back.
 */
export const acceptedCookieCookie = preferenceCookie(renderingCookieNames.acceptedCookie, oneYearInSeconds);
export const largeTextCookie = preferenceCookie(renderingCookieNames.largeText, oneYearInSeconds);
/** No maxAge: a session cookie, so closing the banner lasts for this visit only (spec §2 "App shell"). */
export const cookieBannerClosedCookie = preferenceCookie(renderingCookieNames.cookieBannerClosed, undefined);

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

/** How a preference form wants its answer (ReturnFields): a same-site page to go back to, or in place. */
export interface PreferenceAnswer {
  redirectTo: string;
  enhanced: boolean;
}

/** ReturnFields' hidden fields; a value no form of ours sends falls back to going home without JS. */
const returnFieldsSchema = z.object({
  redirectTo: z.string().optional().catch(undefined),
  [enhancedSubmissionField]: z.literal("true").optional().catch(undefined),
});

/**
 * Reads a preference form through the form-input parser: how to answer, and the choice the route's schema
 * accepts (undefined for a value no form of ours sends, which the route answers with `preferenceRejected`).
 */
export async function readPreferenceForm<Choice>(
  request: Request,
  choiceSchema: z.ZodType<Choice>,
): Promise<{ answer: PreferenceAnswer; choice: Choice | undefined }> {
  const values = formValues(await readForm(request));
  const returnFields = returnFieldsSchema.parse(values);
  const choice = choiceSchema.safeParse(values);
  return {
    answer: { redirectTo: sameSiteRedirectTarget(returnFields.redirectTo), enhanced: returnFields.enhanced === "true" },
    choice: choice.success ? choice.data : undefined,
  };
}

/**
 * The answer of every preference POST: without JS, a redirect back to the page the form was on (with its query);
 * from an enhanced form, a small JSON body. Both carry the cookie.
 */
export function preferenceSaved(answer: PreferenceAnswer, setCookie: string): Response {
  const headers = new Headers({ "Set-Cookie": setCookie });
  if (answer.enhanced) return Response.json({ saved: true }, { headers });
  return redirect(answer.redirectTo, { headers });
}

/** A preference POST with a value no form of ours sends: say so, and change nothing. */
export async function preferenceRejected(request: Request, context: AppLoadContext, answer: PreferenceAnswer): Promise<Response> {
  if (answer.enhanced) return Response.json({ saved: false }, { status: 400 });
  const t = translatorFor(await languageOf(request), "common");
  return redirectWithMessage(request, context, answer.redirectTo, { kind: "error", text: t("shell.preferenceRejected") });
}

/** The preference routes only take POSTs; a GET (a typed or bookmarked address) goes home. */
export function preferenceRouteLoader() {
  return redirect("/");
}

import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { verifyEmailQuerySchema } from "#contract/user";
import { loginPath, panelPath, verificationStepOf, verifyEmailPath, verifyPhonePath } from "~/account/account-paths";
import { registeredHere, startUserSession, userSessionOf } from "~/account/session.server";
import { festivalApiFor, festivalApiOfIssuedSession } from "~/festival-api/festival-api.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { secretPageHeaders } from "~/http/private-answers.server";

/**
 * Spec §2 /verify, the e-mail link's landing page. The first use of a valid link verifies the e-mail and signs in:
 * a 303 to the SMS step with 'verification successful' (ARCHITECTURE.md "Decisions": no timed refresh). Any other
 * outcome is a page saying what happened and what to do next.
 *
 * It signs in only in a browser that registered the address, or asked for its link again (rememberRegistration),
 * or is signed in to it. Elsewhere the address is confirmed and the visitor asked to log in: a stranger could
 * register, keep the link, and have a visitor's browser open it from any site (login CSRF), signing the visitor in
 * to the stranger's account, where the phone number they then entered for the SMS step was the stranger's to read.
 */

export const handle = { i18n: ["common", "registration"] };

/** The e-mail link is in the address (and in the page's language and text-size forms). */
export const headers: HeadersFunction = secretPageHeaders;

/** What the page says when the link did not sign the visitor in. */
type Outcome =
  /** Spec §5: the link has no `id` and `hash` (or they are not a link's). */
  | { kind: "invalid-link" }
  /**
   * The link signs in once; from then on the password does. `next`: where a signed-in visitor goes on (the step
   * still owed, else the panel), rather than to a login they need not.
   */
  | { kind: "already-verified"; next?: string }
  /**
   * Another account's link opened while signed in (a shared computer, or a link a stranger's page made this browser
   * open): its address is confirmed, but the visitor stays signed in as themselves. `next`: their own way on.
   */
  | { kind: "verified-for-another-account"; email: string; next: string }
  /** The server's message (spec §8), else the generic verify error. */
  | { kind: "failed"; message: string };

const headingOf = {
  "invalid-link": "verify.failedHeading",
  failed: "verify.failedHeading",
  "already-verified": "verify.alreadyHeading",
  "verified-for-another-account": "verify.anotherAccountHeading",
} as const satisfies Record<Outcome["kind"], string>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = translatorFor(await languageOf(request), "registration");
  const page = (outcome: Outcome, status: number) => data({ title: t(headingOf[outcome.kind]), outcome }, { status });

  const query = verifyEmailQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return page({ kind: "invalid-link" }, 400);
  const signedIn = await userSessionOf(request, context);
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const answer = await api.verifyEmail(query.data);
  if (answer.ok) {
    if (!signedIn && !(await registeredHere(request, context, answer.value.user.email))) {
      await festivalApiOfIssuedSession({ request, context }, answer.value).logout();
      return redirectWithMessage(request, context, loginPath, { kind: "success", text: t("verify.confirmedLogIn") }, { status: 303 });
    }
    if (signedIn && signedIn.user.email !== answer.value.user.email) {
      // Signing the link's account in here would swap the visitor's account for a stranger's without a word (login
      // CSRF): whatever they did next would be done in it. The token the link issued is revoked instead.
      await festivalApiOfIssuedSession({ request, context }, answer.value).logout();
      const next = verificationStepOf(signedIn.user) ?? panelPath;
      return page({ kind: "verified-for-another-account", email: answer.value.user.email, next }, 200);
    }
    // The SMS step comes next (startUserSession); a sign-up waiting for the login waits through it (it needs a
    // verified phone), and the SMS step then leads there (finishVerification).
    const { location, setCookie } = await startUserSession(request, context, answer.value, verifyPhonePath);
    return redirectWithMessage(request, context, location, { kind: "success", text: t("verify.succeeded") }, {
      status: 303,
      headers: { "Set-Cookie": setCookie },
    });
  }
  const { problem } = answer;
  if (problem.kind === "conflict" && problem.code === "already_verified") {
    return page({ kind: "already-verified", next: signedIn ? (verificationStepOf(signedIn.user) ?? panelPath) : undefined }, 409);
  }
  if (problem.kind === "unavailable") return page({ kind: "failed", message: t("errors.generic") }, 503);
  const message = problem.code === "invalid_verification_link" ? t("verify.linkExpired") : (problem.message ?? t("verify.failed"));
  return page({ kind: "failed", message }, problem.status);
}

export default function VerifyEmailLinkPage() {
  const { outcome } = useLoaderData<typeof loader>();
  const { t } = useTranslation("registration");
  if (outcome.kind === "verified-for-another-account") {
    return (
      <div className="form-page">
        <h1>{t("verify.anotherAccountHeading")}</h1>
        <p>{t("verify.anotherAccount", { email: outcome.email })}</p>
        <p>
          <Link className="button" to={outcome.next}>
            {t("verify.goOn")}
          </Link>
        </p>
      </div>
    );
  }
  if (outcome.kind === "already-verified") {
    return (
      <div className="form-page">
        <h1>{t("verify.alreadyHeading")}</h1>
        <p>{outcome.next ? t("verify.alreadyTextSignedIn") : t("verify.alreadyText")}</p>
        <p>
          <Link className="button" to={outcome.next ?? loginPath}>
            {outcome.next ? t("verify.goOn") : t("verify.logIn")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="form-page">
      <h1>{t("verify.failedHeading")}</h1>
      <p>{outcome.kind === "invalid-link" ? t("verify.invalidLink") : outcome.message}</p>
      <p>
        <Link to={verifyEmailPath}>{t("verify.askAgain")}</Link>
      </p>
    </div>
  );
}

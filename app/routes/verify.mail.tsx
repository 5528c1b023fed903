import { useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loginPath, verifyEmailPath } from "~/account/account-paths";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { requireStepOwed, requireVerificationStillOwed } from "~/account/route-guards.server";
import { rememberRegistration, userSessionOf } from "~/account/session.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { formConstraint, parseWithZod, resendEmailFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation } from "~/components/forms/use-schema-validation";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { DemoOutboxNote } from "~/outbox/DemoOutboxNote";
import { redirectWithMessage } from "~/shell/flash-message.server";

/**
 * Spec §2 /verify/mail: the e-mail link sent again. A visitor types the address; a signed-in user whose e-mail is
 * unverified (the login sends them here) finds theirs filled in. A user already past this step goes on.
 */

export const handle = { i18n: ["common", "forms", "registration"] };

const loadResendSchema = () => import("~/account/newcomer-forms").then((forms) => forms.resendEmailFormSchema);

/** The signed-in user, who must still owe this step (a visitor may ask too), or undefined for a visitor. */
async function signedInUserAtThisStep(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = (await userSessionOf(request, context))?.user;
  if (user) requireStepOwed(request, user, verifyEmailPath);
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await signedInUserAtThisStep(request, context);
  if (user) await requireVerificationStillOwed({ request, context }, verifyEmailPath, await festivalApiFor({ request, context }, { unavailable: "result" }));
  const t = translatorFor(await languageOf(request), "registration");
  return {
    title: t("resendEmail.heading"),
    email: user?.email ?? "",
    signedIn: user !== undefined,
    outboxView: context.config.outboxView,
    constraint: formConstraint(resendEmailFormSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await signedInUserAtThisStep(request, context);
  const submission = parseWithZod(form, { schema: resendEmailFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const answer = await api.resendVerificationEmail(submission.value);
  const language = await languageOf(request);
  const t = translatorFor(language, "registration");
  if (answer.ok) {
    // As after registering: the new link signs in in the browser that asked for it (verify._index.tsx).
    const setCookie = await rememberRegistration(request, context, submission.value.email);
    return redirectWithMessage(request, context, verifyEmailPath, { kind: "success", text: t("resendEmail.sent") }, { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  return data(submission.reply(formReplyErrors(answer.problem, language, { formFields: ["email"], failed: t("errors.generic") })), { status: answer.problem.status });
}

export default function ResendEmailPage() {
  const { email, signedIn, outboxView, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("registration");
  const [form, fields] = useForm({
    id: "resend-email",
    lastResult,
    defaultValue: { email },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadResendSchema),
  });
  const emailLabel = t("resendEmail.email");
  const summary = summaryErrorsOf(currentFormErrorsOf(form, lastResult), [{ meta: fields.email, label: emailLabel }]);

  return (
    <div className="form-page">
      <h1>{t("resendEmail.heading")}</h1>
      <p>{t("resendEmail.intro")}</p>
      {outboxView ? <DemoOutboxNote /> : null}
      <ErrorSummary errors={summary} />
      <Form method="post" {...formPropsOf(form)} className="form-card">
        <Field meta={fields.email} label={emailLabel} type="email" autoComplete="email" />
        <SubmitButton>
          {t("resendEmail.submit")}
        </SubmitButton>
      </Form>
      {signedIn ? null : (
        <ul className="form-page__links">
          <li>
            <Link to={loginPath}>{t("resendEmail.logIn")}</Link>
          </li>
          <li>
            <Link to="/register">{t("resendEmail.register")}</Link>
          </li>
        </ul>
      )}
    </div>
  );
}

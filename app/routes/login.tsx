import { useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { logIn } from "~/account/auth.server";
import { pendingSignUpOf, startUserSession } from "~/account/session.server";
import { loginIntroKeyOf } from "~/account/login-intro.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FormError } from "~/components/forms/FormError";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { formConstraint, loginFormSchema, parseWithZod } from "~/components/forms/form-schemas.server";
import { useSchemaValidation } from "~/components/forms/use-schema-validation";
import { Field, PasswordInput } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { LegalLinks } from "~/account/LegalLinks";
import { requireAnonymous } from "~/account/route-guards.server";
import { requestedReturnPath, sameSiteRedirectTarget } from "~/http/safe-redirect";
import { descriptionMeta } from "~/shell/description-meta";

const loadLoginSchema = () => import("~/account/account-forms").then((forms) => forms.loginFormSchema);

export const handle = { i18n: ["common", "forms", "auth"] };
export const meta = descriptionMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous({ request, context });
  const t = translatorFor(await languageOf(request), "auth");
  const redirectTo = requestedReturnPath(request, "/");
  const intro = loginIntroKeyOf(redirectTo, await pendingSignUpOf(request, context));
  return { title: t("login.heading"), description: t("login.description"), redirectTo, intro, constraint: formConstraint(loginFormSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await requireAnonymous({ request, context });
  const submission = parseWithZod(form, { schema: loginFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { email, password, redirectTo } = submission.value;
  const answer = await logIn(request, context, form, { email, password });
  if (!answer.ok) {
    const language = await languageOf(request);
    const t = translatorFor(language, "auth");
    const { problem } = answer;
    // Spec §8: 'Invalid login or password' in the user's language for wrong credentials; a wait, a field's error or
    // another refusal as every form words them (in the user's language where the portal knows the code, else the
    // server's message).
    const errors =
      problem.kind === "unavailable"
        ? { formErrors: [t("login.unavailable")], fieldErrors: {} }
        : problem.code === "invalid_credentials"
          ? { formErrors: [t("login.failed")], fieldErrors: {} }
          : formReplyErrors(problem, language, { failed: t("login.failed"), formFields: ["email", "password"] });
    return data(submission.reply({ ...errors, hideFields: ["password"] }), { status: problem.status });
  }
  // A page the visitor was sent here from (a guard's redirectTo, the sign-up's own event) is where they go, once the
  // account owes no verification (startUserSession).
  const requestedPage = sameSiteRedirectTarget(redirectTo, "/");
  const { location, setCookie } = await startUserSession(request, context, answer.value, requestedPage, { requested: requestedPage !== "/" });
  return redirect(location, { headers: { "Set-Cookie": setCookie } });
}

export default function LoginPage() {
  const { redirectTo, intro, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadLoginSchema),
  });
  const labels = { email: t("login.email"), password: t("login.password") };
  // The fields' errors in the summary above the form; the login's own refusal under it (spec §8).
  const summary = summaryErrorsOf([], [
    { meta: fields.email, label: labels.email },
    { meta: fields.password, label: labels.password },
  ]);
  const formErrorId = "login-error";
  const formErrors = currentFormErrorsOf(form, lastResult).errors;

  return (
    <div className="form-page">
      <h1>{t("login.heading")}</h1>
      {intro ? <p>{t(intro)}</p> : null}
      <ErrorSummary errors={summary} />
      <Form method="post" {...formPropsOf(form)} aria-describedby={formErrors?.length ? formErrorId : undefined} className="form-card">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field meta={fields.email} label={labels.email} type="email" autoComplete="username" />
        <Field meta={fields.password} label={labels.password} type="password" autoComplete="current-password" renderInput={PasswordInput} />
        <SubmitButton>
          {t("login.submit")}
        </SubmitButton>
        <FormError id={formErrorId} errors={formErrors} />
      </Form>
      <LegalLinks>
        <li>
          <Link to="/remind-password">{t("login.forgotPassword")}</Link>
        </li>
        <li>
          <Link to="/register">{t("login.register")}</Link>
        </li>
      </LegalLinks>
    </div>
  );
}

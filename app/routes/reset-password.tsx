import { useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { LegalLinks } from "~/account/LegalLinks";
import { requirePasswordResetToken } from "~/account/route-guards.server";
import { startUserSession } from "~/account/session.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { formConstraint, parseWithZod, resetPasswordFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation } from "~/components/forms/use-schema-validation";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { secretPageHeaders } from "~/http/private-answers.server";

const loadResetSchema = () => import("~/account/account-forms").then((forms) => forms.resetPasswordFormSchema);

export const handle = { i18n: ["common", "forms", "account"] };

/** The reset link's token is in the address and in the page's forms. */
export const headers: HeadersFunction = secretPageHeaders;

/** Spec §2: without a token, or while logged in, home (requirePasswordResetToken). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = await requirePasswordResetToken({ request, context });
  const t = translatorFor(await languageOf(request), "account");
  return {
    title: t("reset.heading"),
    token,
    email: new URL(request.url).searchParams.get("email") ?? "",
    constraint: formConstraint(resetPasswordFormSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await requirePasswordResetToken({ request, context });
  const submission = parseWithZod(form, { schema: resetPasswordFormSchema });
  const hidePasswords = { hideFields: ["password", "password_confirmation"] };
  if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
  const { token = "", email = "", password, password_confirmation } = submission.value;
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const answer = await api.resetPassword({ token, email, password, password_confirmation });
  const language = await languageOf(request);
  const t = translatorFor(language, ["account", "forms"]);
  if (!answer.ok) {
    const { formErrors, fieldErrors } = formReplyErrors(answer.problem, language, { failed: t("reset.failed") });
    // The link's fields are hidden, so what the festival API says of them (a used, expired or altered link) is
    // said of the link, above the form.
    const { token: tokenErrors, email: emailErrors, ...passwordErrors } = fieldErrors;
    const linkErrors = tokenErrors || emailErrors ? [t("forms:validation.invalid_reset_token")] : [];
    return data(submission.reply({ ...hidePasswords, formErrors: [...formErrors, ...linkErrors], fieldErrors: passwordErrors }), {
      status: answer.problem.status,
    });
  }
  // Spec §7: a reset signs the user in; an account still owing a verification goes to it, as at login.
  const { location, setCookie } = await startUserSession(request, context, answer.value, "/");
  return redirectWithMessage(request, context, location, { kind: "success", text: t("reset.changed") }, {
    status: 303,
    headers: { "Set-Cookie": setCookie },
  });
}

export default function ResetPasswordPage() {
  const { token, email, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadResetSchema),
  });

  const labels = { password: t("reset.password"), passwordHint: t("reset.passwordHint"), confirmation: t("reset.passwordConfirmation") };

  return (
    <div className="form-page">
      <h1>{t("reset.heading")}</h1>
      <ErrorSummary
        errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [
          { meta: fields.password, label: labels.password },
          { meta: fields.password_confirmation, label: labels.confirmation },
        ])}
      />
      {email ? <p>{t("reset.forAccount", { email })}</p> : null}
      <Form method="post" {...formPropsOf(form)} className="form-card">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="email" value={email} />
        <NewPasswordFields
          password={fields.password}
          confirmation={fields.password_confirmation}
          labels={labels}
        />
        <SubmitButton>
          {t("reset.submit")}
        </SubmitButton>
      </Form>
      <LegalLinks>
        <li>
          <Link to="/remind-password">{t("reset.newLink")}</Link>
        </li>
      </LegalLinks>
    </div>
  );
}

import { useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { LegalLinks } from "~/account/LegalLinks";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { formConstraint, parseWithZod, remindPasswordFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation, type FormConstraint } from "~/components/forms/use-schema-validation";
import { Field } from "~/components/forms/Field";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { descriptionMeta } from "~/shell/description-meta";
import { loginPath } from "~/account/account-paths";

const loadRemindSchema = () => import("~/account/account-forms").then((forms) => forms.remindPasswordFormSchema);

/**
 * Where a reminder lands: the same page saying 'check your e-mail' (spec §4 "form, then success message"), for a
 * known and an unknown address alike, so the page tells nobody whether an address has an account.
 */
const sentPath = "/remind-password?sent";

export const handle = { i18n: ["common", "forms", "account"] };
export const meta = descriptionMeta;

/**
 * Open to everyone: spec §2 guards only login and register, and a reminder reveals nothing. A signed-in user who
 * follows the link it sends is sent home by /reset-password (spec §2), as the spec says.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = translatorFor(await languageOf(request), "account");
  const sent = new URL(request.url).searchParams.has("sent");
  return { title: sent ? t("remind.sentHeading") : t("remind.heading"), description: t("remind.description"), sent, constraint: formConstraint(remindPasswordFormSchema) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: remindPasswordFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const answer = await api.remindPassword(submission.value);
  if (answer.ok) return redirect(sentPath, 303);
  const language = await languageOf(request);
  const t = translatorFor(language, "account");
  const { formErrors, fieldErrors } = formReplyErrors(answer.problem, language, { failed: t("remind.failed") });
  // Spec §8: a refusal's message stands in the e-mail field; only 'an error occurred, try again' is the form's.
  const reply =
    answer.problem.kind === "unavailable" ? { formErrors } : { fieldErrors: { email: fieldErrors.email ?? formErrors } };
  return data(submission.reply(reply), { status: answer.problem.status });
}

export default function RemindPasswordPage() {
  const { sent, constraint } = useLoaderData<typeof loader>();
  return sent ? <ReminderSent /> : <RemindPasswordForm constraint={constraint} />;
}

function RemindPasswordForm({ constraint }: { constraint: FormConstraint }) {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "remind-password",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadRemindSchema),
  });

  const emailLabel = t("remind.email");

  return (
    <div className="form-page">
      <h1>{t("remind.heading")}</h1>
      <ErrorSummary errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [{ meta: fields.email, label: emailLabel }])} />
      <p>{t("remind.intro")}</p>
      <Form method="post" {...formPropsOf(form)} className="form-card">
        <Field meta={fields.email} label={emailLabel} type="email" autoComplete="email" />
        <SubmitButton>
          {t("remind.submit")}
        </SubmitButton>
      </Form>
      <LegalLinks>
        <li>
          <Link to={loginPath}>{t("remind.backToLogin")}</Link>
        </li>
      </LegalLinks>
    </div>
  );
}

function ReminderSent() {
  const { t } = useTranslation("account");
  return (
    <div className="form-page">
      <h1>{t("remind.sentHeading")}</h1>
      <p>{t("remind.sentText")}</p>
      <LegalLinks>
        <li>
          <Link to="/remind-password">{t("remind.sendAgain")}</Link>
        </li>
        <li>
          <Link to={loginPath}>{t("remind.backToLogin")}</Link>
        </li>
      </LegalLinks>
    </div>
  );
}

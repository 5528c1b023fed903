import { useForm } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEFAULT_PHONE_PREFIX } from "#contract/limits";
import { consentGiven } from "~/account/registration-consent";
import { formConstraint, parseWithZod, registrationFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation, type FormConstraint } from "~/components/forms/use-schema-validation";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { requireAnonymous } from "~/account/route-guards.server";
import { rememberRegistration } from "~/account/session.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { descriptionMeta } from "~/shell/description-meta";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { ChoiceGroupField, Field } from "~/components/forms/Field";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { readForm } from "~/http/form-input.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { TextWithElements } from "~/i18n/TextWithElements";
import { DemoOutboxNote } from "~/outbox/DemoOutboxNote";
import { loginPath, verifyEmailPath } from "~/account/account-paths";
import { privacyPolicyPath, statutePath } from "~/legal/legal-paths";

/** Spec §2 /register (issue #10). The schema, spec §5's rules, lives in app/account/newcomer-forms.ts. */

/** Post/redirect/get: a registration that went through answers 303 to this page's 'check your e-mail' view. */
const sentPath = "/register?sent=1";
/** Never sent back into the form after a refused submission. */
const passwordFields = ["password", "password_confirmation"];
const formFields = ["name", "email", "phone", "password", "password_confirmation", "city", "age", "consent"] as const;
const loadRegistrationSchema = () => import("~/account/newcomer-forms").then((forms) => forms.registrationFormSchema);

export const handle = { i18n: ["common", "forms", "registration"] };
export const meta = descriptionMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous({ request, context });
  const t = translatorFor(await languageOf(request), "registration");
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  // The demo's note depends on the configuration only, never on who asks: the page may be served from the cache.
  return {
    title: sent ? t("sent.heading") : t("register.heading"),
    description: t("register.description"),
    sent,
    outboxView: context.config.outboxView,
    constraint: formConstraint(registrationFormSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  await requireAnonymous({ request, context });
  const submission = parseWithZod(form, { schema: registrationFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: passwordFields }), { status: 400 });
  // The consent is the portal's record of the visitor's acceptance; the festival API's payload has no such field.
  const { consent: _consent, ...payload } = submission.value;
  const api = await festivalApiFor({ request, context }, { unavailable: "result" });
  const answer = await api.register(payload);
  // The e-mail's link will sign in in this browser only (verify._index.tsx).
  if (answer.ok) return redirect(sentPath, { status: 303, headers: { "Set-Cookie": await rememberRegistration(request, context, payload.email) } });
  const language = await languageOf(request);
  const t = translatorFor(language, "registration");
  const errors = formReplyErrors(answer.problem, language, { formFields, failed: t("errors.generic") });
  return data(submission.reply({ ...errors, hideFields: passwordFields }), { status: answer.problem.status });
}

export default function RegisterPage() {
  const { sent, outboxView, constraint } = useLoaderData<typeof loader>();
  return sent ? <CheckYourEmail outboxView={outboxView} /> : <RegistrationForm constraint={constraint} />;
}

function RegistrationForm({ constraint }: { constraint: FormConstraint }) {
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("registration");
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    defaultValue: { phone: DEFAULT_PHONE_PREFIX },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadRegistrationSchema),
  });
  const consent = fields.consent;
  const labels = {
    name: t("register.name"),
    email: t("register.email"),
    phone: t("register.phone"),
    password: t("register.password"),
    passwordHint: t("register.passwordHint"),
    confirmation: t("register.passwordConfirmation"),
    city: t("register.city"),
    birthYear: t("register.birthYear"),
    consent: t("register.consentLegend"),
  };
  const summary = summaryErrorsOf(currentFormErrorsOf(form, lastResult), [
    { meta: fields.name, label: labels.name },
    { meta: fields.email, label: labels.email },
    { meta: fields.phone, label: labels.phone },
    { meta: fields.password, label: labels.password },
    { meta: fields.password_confirmation, label: labels.confirmation },
    { meta: fields.city, label: labels.city },
    { meta: fields.age, label: labels.birthYear },
    // The consent's error links to its checkbox, which conform names after the field and the value.
    { meta: consent, label: labels.consent, targetId: `${consent.id}-${consentGiven}` },
  ]);

  return (
    <div className="registration">
      <div className="registration__form">
        <h1>{t("register.heading")}</h1>
        <p>{t("register.intro")}</p>
        <ErrorSummary errors={summary} />
        <Form method="post" {...formPropsOf(form)} className="form-card">
          <Field meta={fields.name} label={labels.name} type="text" autoComplete="name" />
          <Field meta={fields.email} label={labels.email} type="email" autoComplete="email" />
          <Field meta={fields.phone} label={labels.phone} hint={t("register.phoneHint")} type="tel" autoComplete="tel" />
          <NewPasswordFields
            password={fields.password}
            confirmation={fields.password_confirmation}
            labels={labels}
          />
          <Field meta={fields.city} label={labels.city} type="text" autoComplete="address-level2" />
          <Field
            meta={fields.age}
            label={labels.birthYear}
            hint={t("register.birthYearHint")}
            type="text"
            inputMode="numeric"
            autoComplete="bday-year"
          />
          <ChoiceGroupField
            meta={consent}
            legend={labels.consent}
            type="checkbox"
            choices={[
              {
                value: consentGiven,
                // Whole page loads, as without JS: Back from the terms then finds the form as the user left it (the
                // browser restores what was typed), where a client navigation rendered it anew, empty.
                label: (
                  <TextWithElements
                    text={t("register.consent")}
                    elements={{ statute: <Link to={statutePath} reloadDocument />, privacy: <Link to={privacyPolicyPath} reloadDocument /> }}
                  />
                ),
              },
            ]}
          />
          <SubmitButton>
            {t("register.submit")}
          </SubmitButton>
        </Form>
        <ul className="form-page__links">
          <li>
            <Link to={loginPath}>{t("register.logIn")}</Link>
          </li>
          <li>
            <Link to={verifyEmailPath}>{t("register.resendLink")}</Link>
          </li>
        </ul>
      </div>
      <InformationClause />
    </div>
  );
}

/** RODO art. 13: who processes the newcomer's data, why, on what basis, for how long, and their rights. */
function InformationClause() {
  const { t } = useTranslation("registration");
  return (
    <aside className="registration__clause" aria-labelledby="information-clause-heading">
      <h2 id="information-clause-heading">{t("clause.heading")}</h2>
      <p>{t("clause.controller")}</p>
      <p>{t("clause.purpose")}</p>
      <p>{t("clause.retention")}</p>
      <p>{t("clause.rights")}</p>
      <p>
        <TextWithElements text={t("clause.more")} elements={{ privacy: <Link to={privacyPolicyPath} reloadDocument /> }} />
      </p>
    </aside>
  );
}

/** Spec §8 'check your e-mail': the registration went through; the e-mail's link is the next step. */
function CheckYourEmail({ outboxView }: { outboxView: boolean }) {
  const { t } = useTranslation("registration");
  return (
    <div className="form-page">
      <h1>{t("sent.heading")}</h1>
      <p>{t("sent.text")}</p>
      {outboxView ? <DemoOutboxNote /> : null}
      <p>
        <TextWithElements text={t("sent.resend")} elements={{ resend: <Link to={verifyEmailPath} /> }} />
      </p>
    </div>
  );
}

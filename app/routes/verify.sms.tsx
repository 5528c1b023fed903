import { useForm, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { User } from "#contract/user";
import { panelPath, verifyPhonePath } from "~/account/account-paths";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { requireStepOwed, requireUser, requireVerificationStillOwed } from "~/account/route-guards.server";
import { finishVerification, storeSessionUser } from "~/account/session.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FormStatus } from "~/components/forms/FormStatus";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { formConstraint, parseWithZod, smsCodeFormSchema, smsResendFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation } from "~/components/forms/use-schema-validation";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { FestivalApi } from "~/festival-api/festival-api.server";
import { readForm } from "~/http/form-input.server";
import type { Language } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { TextWithElements } from "~/i18n/TextWithElements";
import { DemoOutboxNote } from "~/outbox/DemoOutboxNote";
import { redirectWithMessage } from "~/shell/flash-message.server";

/**
 * Spec §2 /verify/sms: the 6-digit code the e-mail link had sent. Two forms post here, told apart by `intent`: the
 * code, and a new code to the number shown or to a corrected one (a mistyped number is corrected while it is
 * unverified). No cognitive test (WCAG 2.2 accessible authentication): the code may be pasted or filled in by the
 * browser (`autocomplete="one-time-code"`). For a signed-in user only, who must not be sent away from here by the
 * verification guard (requireUser, not requireVerifiedUser).
 */

export const handle = { i18n: ["common", "forms", "registration"] };

const intents = { verifyCode: "verify-code", sendCode: "send-code" } as const;
const loadCodeSchema = () => import("~/account/newcomer-forms").then((forms) => forms.smsCodeFormSchema);
const loadPhoneSchema = () => import("~/account/newcomer-forms").then((forms) => forms.smsResendFormSchema);
/** Which of the two forms an answer belongs to, so only that form shows it. */
type Submitted = "code" | "phone";


export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api } = await requireUser({ request, context }, { unavailable: "result" });
  requireStepOwed(request, user, verifyPhonePath);
  await requireVerificationStillOwed({ request, context }, verifyPhonePath, api);
  const t = translatorFor(await languageOf(request), "registration");
  return {
    title: t("sms.heading"),
    phone: user.phone,
    outboxView: context.config.outboxView,
    constraints: { code: formConstraint(smsCodeFormSchema), phone: formConstraint(smsResendFormSchema) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { user, api } = await requireUser({ request, context }, { unavailable: "result" });
  requireStepOwed(request, user, verifyPhonePath);
  const step = { request, context, api, user, language: await languageOf(request) };
  return form.get("intent") === intents.sendCode ? sendCode(step, form) : verifyCode(step, form);
}

interface Step {
  request: Request;
  context: ActionFunctionArgs["context"];
  api: FestivalApi<"result">;
  user: User;
  language: Language;
}

/** `notice` is an answer that is no error (wait before asking again): the form shows it as a status. */
function answerOf(submitted: Submitted, result: SubmissionResult<string[]>, status: number, notice?: string) {
  return data({ ...result, submitted, notice }, { status });
}

async function verifyCode({ request, context, api, user, language }: Step, form: FormData) {
  const submission = parseWithZod(form, { schema: smsCodeFormSchema });
  if (submission.status !== "success") return answerOf("code", submission.reply(), 400);
  // The code belongs to the account's number, which the session knows (and a correction below keeps current).
  const answer = await api.verifyPhone({ code: submission.value.code, phone: user.phone });
  const t = translatorFor(language, "registration");
  if (answer.ok) {
    // The panel, or the event whose sign-up has waited since the login (it needed a verified phone).
    const { location, setCookie } = await finishVerification(request, context, answer.value, panelPath);
    return redirectWithMessage(request, context, location, { kind: "success", text: t("sms.verified") }, { status: 303, headers: { "Set-Cookie": setCookie } });
  }
  const { problem } = answer;
  // Spec §8 'too many wrong codes': only a new code helps, whatever the wait the answer names.
  if (problem.kind === "throttled" && problem.code === "sms_attempts_exceeded") {
    return answerOf("code", submission.reply({ fieldErrors: { code: ["sms_attempts_exceeded"] } }), problem.status);
  }
  return answerOf("code", submission.reply(formReplyErrors(problem, language, { formFields: ["code"], failed: t("errors.generic") })), problem.status);
}

async function sendCode({ request, context, api, user, language }: Step, form: FormData) {
  const submission = parseWithZod(form, { schema: smsResendFormSchema });
  if (submission.status !== "success") return answerOf("phone", submission.reply(), 400);
  const { phone } = submission.value;
  const answer = await api.resendSmsCode({ phone });
  const t = translatorFor(language, "registration");
  if (answer.ok) {
    if (phone === user.phone) return redirectWithMessage(request, context, verifyPhonePath, { kind: "success", text: t("sms.resent", { phone }) }, { status: 303 });
    // The festival API moved the account to the corrected number: the session's profile follows, so the page shows
    // it and the code is checked against it.
    return redirectWithMessage(
      request,
      context,
      verifyPhonePath,
      { kind: "success", text: t("sms.sentToCorrected", { phone }) },
      { status: 303, headers: { "Set-Cookie": await storeSessionUser(request, context, { ...user, phone }) } },
    );
  }
  const { problem } = answer;
  // The once-a-minute resend (spec §9 is silent; the festival API's interval): the answer says how long to wait.
  // Nothing was wrong with the form, so that is said as a status, not as an error (FormStatus.tsx).
  if (problem.kind === "throttled" && problem.code === "sms_resend_too_soon") {
    const notice = t("sms.resendTooSoon", { count: Math.max(1, problem.retryAfterSeconds ?? 60) });
    return answerOf("phone", submission.reply(), problem.status, notice);
  }
  return answerOf("phone", submission.reply(formReplyErrors(problem, language, { formFields: ["phone"], failed: t("errors.generic") })), problem.status);
}

export default function VerifySmsPage() {
  const { phone, outboxView, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("registration");
  const [codeForm, codeFields] = useForm({
    id: "sms-code",
    lastResult: answer?.submitted === "code" ? answer : undefined,
    constraint: constraints.code,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadCodeSchema),
  });
  const [phoneForm, phoneFields] = useForm({
    id: "sms-phone",
    lastResult: answer?.submitted === "phone" ? answer : undefined,
    defaultValue: { phone },
    constraint: constraints.phone,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadPhoneSchema),
  });
  // An answer to one form makes what the other said stale (with JS a form keeps its errors across answers; without
  // JS the page comes anew): the code form starts afresh once a new code is sent (a redirect), the phone form once
  // a code is checked. Conform's forms are new objects on every render, so their resets are reached through a ref.
  const newCodeSent = navigation.state === "loading" && navigation.formData?.get("intent") === intents.sendCode;
  const resets = useRef({ code: codeForm.reset, phone: phoneForm.reset });
  resets.current = { code: codeForm.reset, phone: phoneForm.reset };
  useEffect(() => {
    if (newCodeSent) resets.current.code();
  }, [newCodeSent]);
  useEffect(() => {
    if (answer?.submitted === "code") resets.current.phone();
  }, [answer]);
  const labels = { code: t("sms.code"), phone: t("sms.phone") };
  const summary = summaryErrorsOf(
    [currentFormErrorsOf(codeForm, answer?.submitted === "code"), currentFormErrorsOf(phoneForm, answer?.submitted === "phone")],
    [
      { meta: codeFields.code, label: labels.code },
      { meta: phoneFields.phone, label: labels.phone },
    ],
  );

  return (
    <div className="form-page">
      <h1>{t("sms.heading")}</h1>
      <p>
        <TextWithElements text={t("sms.sentTo")} values={{ phone }} elements={{ phone: <strong /> }} />
      </p>
      {outboxView ? <DemoOutboxNote /> : null}
      <ErrorSummary errors={summary} />
      <Form method="post" {...formPropsOf(codeForm)} className="form-card">
        <input type="hidden" name="intent" value={intents.verifyCode} />
        <Field
          meta={codeFields.code}
          label={labels.code}
          hint={t("sms.codeHint")}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SubmitButton>
          {t("sms.submit")}
        </SubmitButton>
      </Form>

      <section className="form-section" aria-labelledby="sms-resend-heading">
        <h2 id="sms-resend-heading">{t("sms.resendHeading")}</h2>
        <p>{t("sms.resendIntro")}</p>
        <FormStatus text={answer?.submitted === "phone" ? answer.notice : undefined} />
        <Form method="post" {...formPropsOf(phoneForm)} className="form-card">
          <input type="hidden" name="intent" value={intents.sendCode} />
          <Field meta={phoneFields.phone} label={labels.phone} hint={t("sms.phoneHint")} type="tel" autoComplete="tel" />
          <SubmitButton>
            {t("sms.resendSubmit")}
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}

import { useForm, type SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { User } from "#contract/user";
import type { ProfileForm } from "~/account/account-forms";
import { formReplyErrors } from "~/components/forms/festival-api-form-errors.server";
import { userInfoPath } from "~/account/account-paths";
import { DeleteAccountConfirmation, DeleteAccountSection, deleteAccountIntent } from "~/account/DeleteAccount";
import { LegalLinks } from "~/account/LegalLinks";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { destroyedSessionCookie, storeSessionUser } from "~/account/session.server";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { FormStatus } from "~/components/forms/FormStatus";
import { formConstraint, parseWithZod, passwordChangeFormSchema, profileFormSchema } from "~/components/forms/form-schemas.server";
import { useSchemaValidation, type FormConstraint } from "~/components/forms/use-schema-validation";
import { Field, PasswordInput } from "~/components/forms/Field";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { currentFormErrorsOf, formPropsOf, summaryErrorsOf } from "~/components/forms/summary-errors";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TabLinks } from "~/components/TabLinks";
import type { FestivalApi } from "~/festival-api/festival-api.server";
import { formRefusal, readForm } from "~/http/form-input.server";
import type { Language } from "~/i18n/i18n";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";
import { titleOf } from "~/shell/page-title";
import { useHydrated } from "~/shell/use-hydrated";

const loadProfileSchema = () => import("~/account/account-forms").then((forms) => forms.profileFormSchema);
const loadPasswordChangeSchema = () => import("~/account/account-forms").then((forms) => forms.passwordChangeFormSchema);

/** The page's forms post here with an `intent`; the two tabs are two URLs (links, so they work without JS). */
const changeDataIntent = "change-data";
const changePasswordIntent = "change-password";
const passwordTabPath = `${userInfoPath}?tab=password`;

type View = "data" | "password" | "confirm-delete";

function viewOf(url: URL): View {
  if (url.searchParams.get("confirm") === "delete") return "confirm-delete";
  return url.searchParams.get("tab") === "password" ? "password" : "data";
}

export const handle = { i18n: ["common", "forms", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireVerifiedUser({ request, context });
  const [profile, language] = await Promise.all([api.profile(), languageOf(request)]);
  const t = translatorFor(language, "account");
  const view = viewOf(new URL(request.url));
  const { name, city, age, email, phone } = profile;
  return {
    // The open tab named first, as the panel's tabs are: the same h1 heads both.
    title: { "confirm-delete": t("delete.confirmHeading"), password: titleOf(t("info.tabPassword"), t("info.heading")), data: t("info.heading") }[view],
    view,
    profile: { name, city, age, email, phone },
    // The open tab's form's constraints.
    constraint: formConstraint(view === "password" ? passwordChangeFormSchema : profileFormSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const { api } = await requireVerifiedUser({ request, context }, { unavailable: "result" });
  const change: AccountChange = { request, context, api, form, language: await languageOf(request) };
  // One intent, once: with two, which change is meant would depend on the order of the fields.
  const [intent, ...moreIntents] = form.getAll("intent");
  if (moreIntents.length > 0) throw await formRefusal(request, 400);
  if (intent === changeDataIntent) return changeData(change);
  if (intent === changePasswordIntent) return changePassword(change);
  if (intent === deleteAccountIntent) return deleteAccount(change);
  // No form of this page sends anything else.
  throw await formRefusal(request, 400);
}

interface AccountChange {
  request: Request;
  context: AppLoadContext;
  api: FestivalApi<"result">;
  form: FormData;
  language: Language;
}

/**
 * The form an answer belongs to, beside conform's result: each tab shows only its own. `notice` is an answer that
 * is no error (nothing to save): the form shows it as a status, not in its error summary.
 */
type FormAnswer<Name extends string> = SubmissionResult<string[]> & { formName: Name; notice?: string };

const sameProfile = (profile: User, change: ProfileForm) =>
  profile.name === change.name && profile.city === change.city && profile.age === change.age;

async function changeData({ request, context, api, form, language }: AccountChange) {
  const submission = parseWithZod(form, { schema: profileFormSchema });
  const reply = (options?: Parameters<typeof submission.reply>[0]): FormAnswer<"data"> => ({ formName: "data", ...submission.reply(options) });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  const t = translatorFor(language, "account");
  // Without JS the save button cannot wait for a change, so the server says when there is none (spec §2).
  const current = await api.profile();
  if (!current.ok) return data(reply({ formErrors: [t("info.dataFailed")] }), { status: current.problem.status });
  // Nothing refused: there is just nothing to save (app/components/forms/FormStatus.tsx).
  if (sameProfile(current.value, submission.value)) return { ...reply(), notice: t("info.nothingChanged") } satisfies FormAnswer<"data">;
  const answer = await api.changeData(submission.value);
  if (!answer.ok) return data(reply(formReplyErrors(answer.problem, language, { failed: t("info.dataFailed") })), { status: answer.problem.status });
  // The session keeps the new profile, so the shell shows the new name on the very next page.
  return redirectWithMessage(request, context, userInfoPath, { kind: "success", text: t("info.dataChanged") }, {
    status: 303,
    headers: { "Set-Cookie": await storeSessionUser(request, context, answer.value) },
  });
}

async function changePassword({ request, context, api, form, language }: AccountChange) {
  const submission = parseWithZod(form, { schema: passwordChangeFormSchema });
  const hideFields = ["old_password", "password", "password_confirmation"];
  const reply = (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {}): FormAnswer<"password"> => ({
    formName: "password",
    ...submission.reply({ ...options, hideFields }),
  });
  if (submission.status !== "success") return data(reply(), { status: 400 });
  const t = translatorFor(language, "account");
  const answer = await api.changePassword(submission.value);
  if (!answer.ok) return data(reply(formReplyErrors(answer.problem, language, { failed: t("info.passwordFailed") })), { status: answer.problem.status });
  return redirectWithMessage(request, context, passwordTabPath, { kind: "success", text: t("info.passwordChanged") }, { status: 303 });
}

async function deleteAccount({ request, context, api, language }: AccountChange) {
  const t = translatorFor(language, "account");
  const answer = await api.deleteAccount();
  if (!answer.ok) return redirectWithMessage(request, context, userInfoPath, { kind: "error", text: t("delete.failed") }, { status: 303 });
  // The account and its tokens are gone: the portal forgets the user too, and says so on the list.
  return redirectWithMessage(request, context, "/", { kind: "success", text: t("delete.deleted") }, {
    status: 303,
    headers: { "Set-Cookie": await destroyedSessionCookie(request, context) },
  });
}

export default function UserInfoPage() {
  const { view, profile, constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const location = useLocation();
  if (view === "confirm-delete") return <DeleteAccountConfirmation />;
  return (
    <div className="form-page">
      <h1>{t("info.heading")}</h1>
      <TabLinks
        label={t("info.tabsLabel")}
        tabs={[
          { to: userInfoPath, label: t("info.tabData"), current: view === "data" },
          { to: passwordTabPath, label: t("info.tabPassword"), current: view === "password" },
        ]}
      />
      {view === "password" ? (
        // A change redirects back here, a new page (location key): a new, empty form, as a page load gives without
        // JS, instead of the old and new passwords left in their fields. A refusal answers in place and keeps it.
        <PasswordChangeForm key={location.key} constraint={constraint} lastResult={answer?.formName === "password" ? answer : undefined} />
      ) : (
        <>
          {/* A new profile (after a save) is a new form, so its saved values become the ones 'changed' compares with. */}
          <ProfileDataForm
            key={JSON.stringify(profile)}
            profile={profile}
            constraint={constraint}
            lastResult={answer?.formName === "data" ? answer : undefined}
            notice={answer?.formName === "data" ? answer.notice : undefined}
          />
          <DeleteAccountSection />
        </>
      )}
      <LegalLinks />
    </div>
  );
}

type Profile = ReturnType<typeof useLoaderData<typeof loader>>["profile"];

interface FormProps {
  /** The form's HTML constraints, from the loader. */
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | undefined;
}

function ProfileDataForm({ profile, constraint, lastResult, notice }: FormProps & { profile: Profile; notice: string | undefined }) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "profile-data",
    lastResult,
    defaultValue: { name: profile.name, city: profile.city, age: String(profile.age) },
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    shouldDirtyConsider: (name) => name !== "intent",
    onValidate: useSchemaValidation(loadProfileSchema),
  });
  // Spec §2: save is disabled while nothing changed; that needs JS, without it the server says so.
  const unchanged = hydrated && !form.dirty;
  const labels = { name: t("info.name"), city: t("info.city"), age: t("info.age") };

  return (
    <section aria-labelledby="profile-data-heading">
      <h2 id="profile-data-heading">{t("info.dataHeading")}</h2>
      <ErrorSummary
        headingLevel={3}
        errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [
          { meta: fields.name, label: labels.name },
          { meta: fields.city, label: labels.city },
          { meta: fields.age, label: labels.age },
        ])}
      />
      <FormStatus text={notice} />
      <Form method="post" action={userInfoPath} {...formPropsOf(form)} className="form-card">
        <input type="hidden" name="intent" value={changeDataIntent} />
        <Field meta={fields.name} label={labels.name} type="text" autoComplete="name" />
        <Field meta={fields.city} label={labels.city} type="text" autoComplete="address-level2" />
        {/* Text with a digit keypad, as the registration's: a number field would take 1e3 and change on a wheel's turn. */}
        <Field meta={fields.age} label={labels.age} hint={t("info.ageHint")} type="text" inputMode="numeric" autoComplete="bday-year" />
        <dl className="read-only-facts">
          <div>
            <dt>{t("info.email")}</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>{t("info.phone")}</dt>
            <dd>{profile.phone}</dd>
          </div>
        </dl>
        <p className="form-field__hint">
          {t("info.contactReadOnly")}
        </p>
        <SubmitButton disabled={unchanged}>
          {t("info.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}

function PasswordChangeForm({ constraint, lastResult }: FormProps) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "password-change",
    lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: useSchemaValidation(loadPasswordChangeSchema),
  });
  const oldPasswordLabel = t("info.oldPassword");
  const newPasswordLabels = { password: t("info.newPassword"), passwordHint: t("info.newPasswordHint"), confirmation: t("info.passwordConfirmation") };

  return (
    <section aria-labelledby="password-change-heading">
      <h2 id="password-change-heading">{t("info.passwordHeading")}</h2>
      <ErrorSummary
        headingLevel={3}
        errors={summaryErrorsOf(currentFormErrorsOf(form, lastResult), [
          { meta: fields.old_password, label: oldPasswordLabel },
          { meta: fields.password, label: newPasswordLabels.password },
          { meta: fields.password_confirmation, label: newPasswordLabels.confirmation },
        ])}
      />
      <Form method="post" action={passwordTabPath} {...formPropsOf(form)} className="form-card">
        <input type="hidden" name="intent" value={changePasswordIntent} />
        <Field meta={fields.old_password} label={oldPasswordLabel} type="password" autoComplete="current-password" renderInput={PasswordInput} />
        <NewPasswordFields
          password={fields.password}
          confirmation={fields.password_confirmation}
          labels={newPasswordLabels}
        />
        <SubmitButton>
          {t("info.changePassword")}
        </SubmitButton>
      </Form>
    </section>
  );
}

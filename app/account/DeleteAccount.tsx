import { useTranslation } from "react-i18next";
import { userInfoPath } from "~/account/account-paths";
import { ConfirmedPostButton, ConfirmedPostView, type ConfirmationQuestion, type ConfirmedPost } from "~/components/Confirmation";

/**
 * Deleting one's own account (beyond the spec: RODO's right to erasure), confirmed first (ARCHITECTURE.md rule 5):
 * without JS the button is a link to a confirmation view (`?confirm=delete`), with JS a `<dialog>`. Either way the
 * deletion itself is the confirmation's POST.
 */

export const deleteAccountIntent = "delete-account";
export const deleteConfirmationPath = `${userInfoPath}?confirm=delete`;

function useDeleteAccountConfirmation(): { question: ConfirmationQuestion; post: ConfirmedPost } {
  const { t } = useTranslation("account");
  return {
    question: { id: "delete-account-dialog", heading: t("delete.confirmHeading"), text: <p>{t("delete.confirmText")}</p> },
    post: { action: userInfoPath, fields: { intent: deleteAccountIntent }, confirmLabel: t("delete.confirm"), keepLabel: t("delete.cancel") },
  };
}

/** The confirmation view: the page itself asks, for a browser without JS (or anyone opening its URL). */
export function DeleteAccountConfirmation() {
  const { question, post } = useDeleteAccountConfirmation();
  return <ConfirmedPostView question={question} post={post} keepPath={userInfoPath} />;
}

/** The profile's 'delete my account' section: a link to the confirmation view, or with JS a button opening a dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation("account");
  const { question, post } = useDeleteAccountConfirmation();
  return (
    <section className="danger-zone" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{t("delete.heading")}</h2>
      <p>{t("delete.intro")}</p>
      <ConfirmedPostButton
        question={question}
        post={post}
        openLabel={t("delete.open")}
        openClassName="button button--danger"
        viewPath={deleteConfirmationPath}
      />
    </section>
  );
}

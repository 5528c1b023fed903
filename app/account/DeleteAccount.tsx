import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { userInfoPath } from "~/account/account-paths";
import { useHydrated } from "~/shell/use-hydrated";

/**
 * Deleting one's own account (beyond the spec: RODO's right to erasure), confirmed first (ARCHITECTURE.md rule 5):
 * without JS the button is a link to a confirmation view (`?confirm=delete`), with JS a `<dialog>`. Either way the
 * deletion itself is the confirmation's POST.
 */

export const deleteAccountIntent = "delete-account";
export const deleteConfirmationPath = `${userInfoPath}?confirm=delete`;

function DeleteAccountForm({ onSubmit, cancel }: { onSubmit?: () => void; cancel: ReactNode }) {
  const { t } = useTranslation("account");
  return (
    <Form method="post" action={userInfoPath} onSubmit={onSubmit} className="confirm-actions">
      <input type="hidden" name="intent" value={deleteAccountIntent} />
      <button type="submit" className="button button--danger">
        {t("delete.confirm")}
      </button>
      {cancel}
    </Form>
  );
}

/** The confirmation view: the page itself asks, for a browser without JS (or anyone opening its URL). */
export function DeleteAccountConfirmation() {
  const { t } = useTranslation("account");
  return (
    <div className="form-page">
      <h1>{t("delete.confirmHeading")}</h1>
      <p>{t("delete.confirmText")}</p>
      <DeleteAccountForm
        cancel={
          <Link to={userInfoPath} className="button button--secondary">
            {t("delete.cancel")}
          </Link>
        }
      />
    </div>
  );
}

/** The profile's 'delete my account' section: a link to the confirmation view, or with JS a button opening a dialog. */
export function DeleteAccountSection() {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  function openDialog() {
    dialog.current?.showModal();
    // The safe answer first: Enter or Space right after opening must not delete the account.
    cancelButton.current?.focus();
  }

  return (
    <section className="danger-zone" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading">{t("delete.heading")}</h2>
      <p>{t("delete.intro")}</p>
      {hydrated ? (
        <>
          <button type="button" className="button button--danger" aria-haspopup="dialog" onClick={openDialog}>
            {t("delete.open")}
          </button>
          <dialog ref={dialog} className="confirm-dialog" aria-labelledby="delete-account-dialog-heading" aria-describedby="delete-account-dialog-text">
            <h2 id="delete-account-dialog-heading">{t("delete.confirmHeading")}</h2>
            <p id="delete-account-dialog-text">{t("delete.confirmText")}</p>
            <DeleteAccountForm
              onSubmit={() => dialog.current?.close()}
              cancel={
                <button ref={cancelButton} type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
                  {t("delete.cancel")}
                </button>
              }
            />
          </dialog>
        </>
      ) : (
        <Link to={deleteConfirmationPath} className="button button--danger">
          {t("delete.open")}
        </Link>
      )}
    </section>
  );
}

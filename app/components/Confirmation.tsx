import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useHydrated } from "~/shell/use-hydrated";

/**
 * Confirmations (ARCHITECTURE.md rule 5: cancelling a reservation, deleting a review, discarding a review's
 * edits; and removing an extra participant, WCAG 3.3.4): without JS the page itself asks, as a confirmation view
 * the route renders instead of the page; with JS a modal `<dialog>`. The pieces below are shared; each
 * confirmation words its own question.
 */

/** What a confirmation asks. `id` is unique on the page: the dialog's heading and text are named after it. */
export interface ConfirmationQuestion {
  id: string;
  heading: string;
  text: ReactNode;
}

/**
 * The view for a browser without JS (or anyone opening its URL): heading, text, and the answers. A step that is
 * not a question (the sign-up's payment step, app/routes/event.$id.tsx) uses it too: one step, one heading.
 */
export function ConfirmationView({ question, answers }: { question: ConfirmationQuestion; answers: ReactNode }) {
  return (
    <div className="form-page">
      <h1>{question.heading}</h1>
      <div>{question.text}</div>
      <div className="confirm-actions">{answers}</div>
    </div>
  );
}

/** A dialog's element and its safe answer, with the way to open and close it. */
export function useConfirmationDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const safeAnswer = useRef<HTMLButtonElement>(null);
  return {
    dialog,
    safeAnswer,
    open() {
      dialog.current?.showModal();
      // The safe answer first: Enter or Space right after opening must not do the irreversible thing.
      safeAnswer.current?.focus();
    },
    close() {
      dialog.current?.close();
    },
  };
}
export type ConfirmationDialogHandle = ReturnType<typeof useConfirmationDialog>;

interface ConfirmationDialogProps {
  question: ConfirmationQuestion;
  handle: ConfirmationDialogHandle;
  /** The 'yes' answer (a form or a link). */
  confirm: ReactNode;
  /** The 'no' answer's label: a button that closes the dialog. */
  keepLabel: string;
}

/** The modal `<dialog>` of a page with JS, named by its heading and described by its text. */
export function ConfirmationDialog({ question, handle, confirm, keepLabel }: ConfirmationDialogProps) {
  return (
    <dialog
      ref={handle.dialog}
      className="confirm-dialog"
      aria-labelledby={`${question.id}-heading`}
      aria-describedby={`${question.id}-text`}
    >
      <h2 id={`${question.id}-heading`}>{question.heading}</h2>
      <div id={`${question.id}-text`}>{question.text}</div>
      <div className="confirm-actions">
        {confirm}
        <button ref={handle.safeAnswer} type="button" className="button button--secondary" onClick={handle.close}>
          {keepLabel}
        </button>
      </div>
    </dialog>
  );
}

/** An irreversible change a confirmation guards: the POST its 'yes' sends, and the labels of both answers. */
export interface ConfirmedPost {
  action: string;
  fields: Record<string, string>;
  confirmLabel: string;
  keepLabel: string;
}

function ConfirmedPostForm({ post, onSubmit }: { post: ConfirmedPost; onSubmit?: () => void }) {
  return (
    <Form method="post" action={post.action} onSubmit={onSubmit}>
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton className="button button--danger">{post.confirmLabel}</SubmitButton>
    </Form>
  );
}

/** The confirmation view of a POST: 'yes' sends it, 'no' is a link back to `keepPath`. */
export function ConfirmedPostView({ question, post, keepPath }: { question: ConfirmationQuestion; post: ConfirmedPost; keepPath: string }) {
  return (
    <ConfirmationView
      question={question}
      answers={
        <>
          <ConfirmedPostForm post={post} />
          <Link to={keepPath} className="button button--secondary">
            {post.keepLabel}
          </Link>
        </>
      }
    />
  );
}

interface ConfirmedPostButtonProps {
  question: ConfirmationQuestion;
  post: ConfirmedPost;
  openLabel: ReactNode;
  openClassName: string;
  /** The page's confirmation view (`?confirm=…`), where a browser without JS goes. */
  viewPath: string;
  /** Called as the dialog's 'yes' sends the POST. */
  onConfirm?: () => void;
}

/** The button that asks before a POST: without JS a link to the confirmation view, with JS a button opening the dialog. */
export function ConfirmedPostButton({ question, post, openLabel, openClassName, viewPath, onConfirm }: ConfirmedPostButtonProps) {
  const hydrated = useHydrated();
  const handle = useConfirmationDialog();
  if (!hydrated) {
    return (
      <Link to={viewPath} className={openClassName}>
        {openLabel}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={openClassName} aria-haspopup="dialog" onClick={handle.open}>
        {openLabel}
      </button>
      <ConfirmationDialog
        question={question}
        handle={handle}
        confirm={
          <ConfirmedPostForm
            post={post}
            onSubmit={() => {
              onConfirm?.();
              handle.close();
            }}
          />
        }
        keepLabel={post.keepLabel}
      />
    </>
  );
}

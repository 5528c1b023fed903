/**
 * A form's answer that is information, not an error (nothing to save; a wait before asking again): said in a
 * polite status region and styled as information (WCAG 4.1.3), never in the error summary, which a screen reader
 * announces as an error and which makes the page's title start with 'Błąd:'. It does not take focus. The region
 * is always in the page, so a text that appears in it after a submit with JS is announced; without JS the page
 * comes back from the server with the text in it, where the error summary would have been.
 */
export function FormStatus({ text }: { text: string | undefined }) {
  return (
    <div role="status" className="form-status">
      {text ? <p className="message message--info">{text}</p> : null}
    </div>
  );
}

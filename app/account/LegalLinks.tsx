import type { ReactNode } from "react";
import { LegalDocumentItems } from "~/legal/LegalDocumentItems";

/**
 * The links under an account form (issue #10: every form links to the terms and the privacy policy), after the
 * form's own links (`children`, list items).
 */
export function LegalLinks({ children }: { children?: ReactNode }) {
  return (
    <ul className="form-page__links">
      {children}
      <LegalDocumentItems />
    </ul>
  );
}

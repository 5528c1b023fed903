import { useLocation } from "@remix-run/react";
import { useHydrated } from "~/shell/use-hydrated";

/**
 * Hidden fields of every preference form: where to come back to (this page with its query) and, for fetcher
 * forms once JS runs, the flag that asks for an answer in place instead of a redirect (`enhancedSubmissionField`
 * on the server).
 */
export function ReturnFields({ answerInPlace = false }: { answerInPlace?: boolean }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {answerInPlace && hydrated ? <input type="hidden" name="enhanced" value="true" /> : null}
    </>
  );
}

import { useMatches } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router-dom";

/**
 * A <title> from its parts, the most specific first: 'Ulubione – Moje wydarzenia – Bałtycki Festiwal Nauki'.
 * Every page's title is joined here, so all of them read alike (WCAG 2.4.2).
 */
export function titleOf(...parts: string[]): string {
  return parts.join(" – ");
}

/**
 * The page's name for its <title> (GOV.UK's error pattern, issue #10): the leaf route's loader says its `title`,
 * the page named as its h1 names it (WCAG 2.4.2, 2.4.6), and the root adds the site's name. After a
 * submission the action refused it starts with "Błąd:" / "Error:", so a screen-reader user hears the failure
 * first, with or without JS. A page that shows a step of its own instead (a confirmation's question without JS,
 * the sign-up's payment step) says `titleStep`, from its loader or its action, and the title starts with it:
 * 'Anulować rezerwację? – …', 'Ostatni krok: płatność – …'.
 * Remix's `meta` sees only loader data, never the action's answer, so the root renders the title from the
 * router's state instead of each route's meta. With JS the browser refuses most submissions itself, before any
 * action runs: those count through the error summaries that show them (useReportedErrorSummary).
 */
export function usePageTitle(): { title: string | undefined; failed: boolean } {
  const matches = useMatches();
  const routerState = useContext(DataRouterStateContext);
  const leaf = matches[matches.length - 1];
  const data = leaf?.data as { title?: unknown; titleStep?: unknown } | undefined;
  const actionData: unknown = leaf ? routerState?.actionData?.[leaf.id] : undefined;
  const step = textOf(data?.titleStep) ?? textOf((actionData as { titleStep?: unknown } | undefined)?.titleStep);
  const title = textOf(data?.title);
  return { title: step && title ? titleOf(step, title) : title, failed: isRefusedSubmission(actionData) };
}

const textOf = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * What a form's action answers when it refuses a submission: conform's `submission.reply()` with errors, or
 * `{ error }` from a form without fields of its own (the sign-up button). A page with several forms answers a
 * reply under the form's name (`{ reviewForm: reply }`).
 */
export function isRefusedSubmission(actionData: unknown): boolean {
  if (typeof actionData !== "object" || actionData === null) return false;
  const answer = actionData as { status?: unknown; error?: unknown };
  if (answer.status === "error") return true;
  if (typeof answer.error === "string" && answer.error) return true;
  if (typeof answer.error === "object" && answer.error !== null && Object.keys(answer.error).length > 0) return true;
  return Object.values(answer).some((reply) => typeof reply === "object" && reply !== null && (reply as { status?: unknown }).status === "error");
}

/** Tells the root that an error summary with errors appeared on the page (+1) or went (-1). */
export const ErrorSummaryReport = createContext<(change: 1 | -1) => void>(() => {});

/** The root's count of the error summaries showing errors: whether there is one, and the report they call. */
export function useErrorSummariesShown() {
  const [count, setCount] = useState(0);
  const report = useCallback((change: 1 | -1) => setCount((shown) => shown + change), []);
  return { anyShown: count > 0, report };
}

/** An error summary's part: while it shows errors, the page's title says the submission was refused. */
export function useReportedErrorSummary(showing: boolean) {
  const report = useContext(ErrorSummaryReport);
  useEffect(() => {
    if (!showing) return;
    report(1);
    return () => report(-1);
  }, [showing, report]);
}

import { lazy, Suspense, type FunctionComponent } from "react";
import { useTranslation } from "react-i18next";
import { importWithRetry } from "~/components/import-with-retry";

/**
 * A part of a page whose HTML the server renders with the page, so it works without JS, while the browser loads its
 * code only when the part is shown, after the page's own. `onServer` is the component imported through a `.server`
 * module (the browser build empties those, so there it is undefined); `load` imports the same component in the
 * browser. During hydration React keeps the server's HTML of the part until its code has arrived (the Suspense
 * boundary), and hydrates the rest of the page meanwhile; after a client-side navigation the part appears once
 * its code has loaded. A load that still fails after its retries shows a message in the part's place (and is
 * logged) instead of taking the page down with it.
 */
export function serverRenderedLazy<Props extends object>(
  onServer: FunctionComponent<Props> | undefined,
  load: () => Promise<FunctionComponent<Props>>,
): FunctionComponent<Props> {
  // Typed as the component it loads, which is how a lazy component renders (TypeScript cannot tell for any Props).
  const Rendered = (onServer ??
    lazy<FunctionComponent<Props>>(() =>
      importWithRetry(load).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.error("A part of the page could not be loaded", error);
          return { default: PartLoadFailed };
        },
      ),
    )) as FunctionComponent<Props>;
  return function ServerRenderedLazy(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  };
}

function PartLoadFailed() {
  const { t } = useTranslation("common");
  return (
    <p className="message message--error" role="alert">
      {t("errors.partLoadFailed")}
    </p>
  );
}

import { lazy, Suspense, type FunctionComponent, type LazyExoticComponent } from "react";
import { useTranslation } from "react-i18next";
import { importWithRetry } from "~/components/import-with-retry";

/**
 * A part of a page whose code the browser loads only when the part is shown (React.lazy), its chunk retried like the
 * map's script (importWithRetry). A load that still fails is logged and shows a message in the part's place, instead
 * of throwing to the route's error boundary and taking the page down with it. Render it inside a Suspense boundary.
 */
export function lazyPart<Props extends object>(load: () => Promise<FunctionComponent<Props>>): LazyExoticComponent<FunctionComponent<Props>> {
  return lazy<FunctionComponent<Props>>(() =>
    importWithRetry(load).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error("A part of the page could not be loaded", error);
        return { default: PartLoadFailed };
      },
    ),
  );
}

/**
 * A lazy part whose HTML the server renders with the page, so it works without JS. `onServer` is the component
 * imported through a `.server` module (the browser build empties those, so there it is undefined); `load` imports
 * the same component in the browser. During hydration React keeps the server's HTML of the part until its code has
 * arrived (the Suspense boundary), and hydrates the rest of the page meanwhile; after a client-side navigation the
 * part appears once its code has loaded.
 */
export function serverRenderedLazy<Props extends object>(
  onServer: FunctionComponent<Props> | undefined,
  load: () => Promise<FunctionComponent<Props>>,
): FunctionComponent<Props> {
  // Typed as the component it loads, which is how a lazy component renders (TypeScript cannot tell for any Props).
  const Rendered = (onServer ?? lazyPart(load)) as FunctionComponent<Props>;
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

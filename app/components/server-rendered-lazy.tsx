import { lazy, Suspense, type FunctionComponent } from "react";

/**
 * A part of a page whose HTML the server renders with the page, so it works without JS, while the browser loads its
 * code only when the part is shown, after the page's own. `onServer` is the component imported through a `.server`
 * module (the browser build empties those, so there it is undefined); `load` imports the same component in the
 * browser. During hydration React keeps the server's HTML of the part until its code has arrived (the Suspense
 * boundary), and hydrates the rest of the page meanwhile; after a client-side navigation the part appears once
 * its code has loaded.
 */
export function serverRenderedLazy<Props extends object>(
  onServer: FunctionComponent<Props> | undefined,
  load: () => Promise<FunctionComponent<Props>>,
): FunctionComponent<Props> {
  // Typed as the component it loads, which is how a lazy component renders (TypeScript cannot tell for any Props).
  const Rendered = (onServer ?? lazy(() => load().then((component) => ({ default: component })))) as FunctionComponent<Props>;
  return function ServerRenderedLazy(props: Props) {
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  };
}

const loading = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to <head> when the part it styles is about to show (the organiser map, the gallery's
 * lightbox), resolving once it has loaded. Linked from a route's `links` instead, such a stylesheet held back the
 * page's first paint for a part that comes later, and only with JS. A failed load is forgotten, so a retry adds
 * the link again.
 */
export function loadStylesheet(href: string): Promise<void> {
  let loaded = loading.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        loading.delete(href);
        reject(new Error(`${href} did not load`));
      };
      document.head.append(link);
    });
    loading.set(href, loaded);
  }
  return loaded;
}

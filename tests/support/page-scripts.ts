/**
 * The build's scripts a page has the browser preload before anything lazy (entry, shared chunks, root and route
 * modules): the list its inline script makes modulepreload links of (patches/@remix-run+react+*.patch), or, in a build
 * from before that patch (a bench's baseline), the page's own modulepreload links.
 */
export function preloadedScripts(html: string): string[] {
  const preloadList = /for\(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  if (preloadList) return JSON.parse(preloadList) as string[];
  return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
}

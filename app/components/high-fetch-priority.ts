/**
 * The attribute that has the browser fetch an image at once and ahead of the page's scripts, for the picture that
 * is a page's largest paint: spread it on the <img>. React 18 knows no fetchPriority prop, so the attribute goes
 * through in the lowercase HTML spells it in.
 */
export const highFetchPriority = { fetchpriority: "high" } as const;

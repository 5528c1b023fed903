/** The footer's configurable links (spec §2 "App shell"); each block shows only when configured. */
export interface FooterLinks {
  agency: { name: string; url: string | undefined } | undefined;
  socialUrl: string | undefined;
  pageUrl: string | undefined;
}

function httpUrlOrUndefined(name: string, value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    // reported below
  }
  console.warn(`${name} is not an http(s) URL (${value}); the link is left out`);
  return undefined;
}

export function readFooterLinks(env: Record<string, string | undefined> = process.env): FooterLinks {
  const agencyName = env.AGENCY_NAME?.trim();
  return {
    agency: agencyName ? { name: agencyName, url: httpUrlOrUndefined("AGENCY_URL", env.AGENCY_URL) } : undefined,
    socialUrl: httpUrlOrUndefined("SOCIAL_URL", env.SOCIAL_URL),
    pageUrl: httpUrlOrUndefined("PAGE_URL", env.PAGE_URL),
  };
}

export const footerLinks = readFooterLinks();

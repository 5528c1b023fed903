/**
 * The footer's configurable links (spec §2 "App shell"); each block shows only when configured. The configuration
 * (AGENCY_NAME, AGENCY_URL, SOCIAL_URL, PAGE_URL) reads them; the URLs are http(s) ones.
 */
export interface FooterLinks {
  agency: { name: string; url: string | undefined } | undefined;
  socialUrl: string | undefined;
  pageUrl: string | undefined;
}

/** Fixed so the config, the global setup and every worker agree on it; override with E2E_PORT. */
export const e2ePortalPort = Number(process.env.E2E_PORT ?? 3217);
export const e2ePortalUrl = `http://127.0.0.1:${e2ePortalPort}`;

/** The festival API the global setup started, as every worker sees it (set in the environment before they start). */
export function e2eFestivalApiUrl(): string {
  const url = process.env.E2E_FESTIVAL_API_URL;
  if (!url) throw new Error("E2E_FESTIVAL_API_URL is unset: run this through Playwright's global setup");
  return url;
}

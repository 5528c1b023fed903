/** The portal's configuration, read from the environment once (every variable is listed in the README). */
function readPositiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const portalConfig = {
  /** Set by server.ts to the embedded festival API when the variable is absent. */
  get festivalApiUrl(): string {
    const url = process.env.FESTIVAL_API_URL;
    if (!url) throw new Error("FESTIVAL_API_URL is not set and no embedded festival API was started");
    return url.replace(/\/+$/, "");
  },
  festivalApiTimeoutMs: readPositiveInteger("FESTIVAL_API_TIMEOUT_MS", 5000),
};

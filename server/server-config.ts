import { refusedEnvironmentReport } from "../contract/environment-variables";
import { parseFestivalEnvironment, type FestivalSettings } from "../upstream/config";
import { parsePortalEnvironment, type PortalSettings } from "../app/config/portal-config.server";

export interface ServerSettings {
  portal: PortalSettings;
  /** Without FESTIVAL_API_URL: the festival API this process starts on the embedded database. */
  embeddedFestivalApi: FestivalSettings | undefined;
}

/**
 * The one place the portal's process reads `process.env` (ARCHITECTURE.md "Configuration"): parsed once at start,
 * failing fast with one line per bad variable. Without FESTIVAL_API_URL the festival API runs in this process,
 * configured by the same environment, so its variables are checked here too and named with the portal's.
 */
export function loadServerSettings(env: Record<string, string | undefined> = process.env): ServerSettings {
  const portal = parsePortalEnvironment(env);
  const embedded = env.FESTIVAL_API_URL?.trim() ? undefined : parseFestivalEnvironment(env, { embedded: true });
  // A variable both read (OUTBOX_VIEW) is named once.
  const problems = new Set([...(portal.ok ? [] : portal.problems), ...(embedded?.ok === false ? embedded.problems : [])]);
  if (!portal.ok || embedded?.ok === false) {
    console.error(refusedEnvironmentReport("The portal", [...problems]));
    process.exit(1);
  }
  for (const warning of portal.warnings) console.warn(warning);
  return { portal: portal.settings, embeddedFestivalApi: embedded?.values };
}

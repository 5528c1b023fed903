import { parsePortalEnvironment, type PortalSettings } from "../app/config/portal-config.server";

/**
 * The one place the portal reads `process.env` (ARCHITECTURE.md "Configuration"): parsed once at start, failing
 * fast with one line per bad variable.
 */
export function loadPortalSettings(env: Record<string, string | undefined> = process.env): PortalSettings {
  const parsed = parsePortalEnvironment(env);
  if (!parsed.ok) {
    console.error(`The portal cannot start; fix these variables:\n${parsed.problems.map((problem) => `  ${problem}`).join("\n")}`);
    process.exit(1);
  }
  for (const warning of parsed.warnings) console.warn(warning);
  return parsed.settings;
}

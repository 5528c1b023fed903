import type { AppLoadContext } from "@remix-run/node";
import type { User } from "../../contract/user";
import { parsePortalEnvironment, withFestivalApiUrl, type PortalConfig } from "../../app/config/portal-config.server";

/** The session secret of the tests' configurations, so every test signs sessions alike. */
const testSessionSecret = "test-portal-session-secret-0123456789";

/**
 * A portal configuration for tests, parsed from this environment by the portal's own parser (so the documented
 * defaults apply), with the festival API at `festivalApiUrl`.
 */
export function testPortalConfig(festivalApiUrl = "http://127.0.0.1:9", env: Record<string, string> = {}): PortalConfig {
  const parsed = parsePortalEnvironment({ SESSION_SECRET: testSessionSecret, ...env });
  if (!parsed.ok) throw new Error(`Test configuration refused:\n${parsed.problems.join("\n")}`);
  return withFestivalApiUrl(parsed.settings, festivalApiUrl);
}

/** What server.ts hands the loaders, with this configuration: the visitor's address, a CSP nonce, the gate's verdict. */
export function testLoadContext(config: PortalConfig): AppLoadContext {
  return { clientAddress: "127.0.0.1", cspNonce: "", frontAccess: "open", config };
}

/** A signed-in user of the portal's unit tests: both contacts verified, so no guard sends her to verification. */
export const verifiedTestUser: User = {
  name: "Anna Nowak",
  email: "anna@example.org",
  phone: "+48600100200",
  city: "Gdańsk",
  age: 1990,
  email_verified: true,
  phone_verified: true,
};

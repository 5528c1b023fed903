import { beforeAll } from "vitest";
import { useTestApi, type TestApi } from "../../contract/support/test-api";
import { sessionStorage } from "~/session.server";

/** What server.ts hands the loaders: the visitor's address and a CSP nonce. */
export const loadContext = { clientAddress: "127.0.0.1", cspNonce: "" };

/**
 * The festival API on this file's own clone of the seeded database, with the portal's loaders and actions
 * pointed at it (they read FESTIVAL_API_URL per call).
 */
export function useFestivalApiForPortal(databaseName: string): TestApi {
  const festivalApi = useTestApi(databaseName);
  beforeAll(() => {
    process.env.FESTIVAL_API_URL = festivalApi.url;
  });
  return festivalApi;
}

/** The Cookie header of a portal session holding this festival API token, as login writes it. */
export async function sessionCookieWithToken(token: string): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", token);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

import type { AppLoadContext } from "@remix-run/node";
import { beforeAll } from "vitest";
import type { User } from "#contract/user";
import { useTestApi, type TestApi } from "../../contract/support/test-api";
import { sessionStorage } from "~/account/session.server";

/** What server.ts hands the loaders: the visitor's address, a CSP nonce and the front-access gate's verdict. */
export const loadContext: AppLoadContext = { clientAddress: "127.0.0.1", cspNonce: "", frontAccess: "open" };

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

/**
 * The Cookie header of a portal session holding this festival API token and, when given, the profile login stores
 * beside it (the route guards read its verification flags).
 */
export async function sessionCookieWithToken(token: string, user?: User): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", token);
  if (user) session.set("user", user);
  return (await sessionStorage.commitSession(session)).split(";")[0];
}

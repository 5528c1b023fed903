import { createCookieSessionStorage } from "@remix-run/node";

const thirtyDaysInSeconds = 60 * 60 * 24 * 30;

/**
 * The portal's own session, in a signed cookie (ARCHITECTURE.md "Sessions and auth"): it carries the bearer
 * token of the festival API, flash messages across redirects and the pending sign-up. server.ts guarantees
 * SESSION_SECRET is set before any request.
 */
export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production" && process.env.SECURE_COOKIES !== "false",
    maxAge: thirtyDaysInSeconds,
    secrets: [process.env.SESSION_SECRET ?? "development-only-session-secret"],
  },
});

export function sessionOf(request: Request) {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

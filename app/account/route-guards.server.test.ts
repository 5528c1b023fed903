import { describe, expect, it } from "vitest";
import type { User } from "#contract/user";
import {
  requireAnonymous,
  requirePasswordResetToken,
  requireUser,
  requireVerifiedUser,
  sendUnverifiedPhoneToSms,
} from "~/account/route-guards.server";
import { sessionCookieFor } from "../../tests/support/portal-session";
import { testLoadContext, testPortalConfig, verifiedTestUser } from "../../tests/support/test-portal-config";


const context = testLoadContext(testPortalConfig());

/** The Cookie header of a session as login writes it: the festival API token and the user it answered. */
function signedInCookie(user: User = verifiedTestUser): Promise<string> {
  return sessionCookieFor(context.config, { token: "guard-test-token", user });
}

/** A loader's or action's arguments for this page, with or without a session. */
function requestTo(path: string, cookie?: string, method = "GET") {
  return { request: new Request(`http://portal.test${path}`, { method, headers: cookie ? { Cookie: cookie } : {} }), context };
}

/** The redirect a guard threw (its Location), or "passed" when it let the request through. */
async function outcome(guard: Promise<unknown>): Promise<string> {
  try {
    await guard;
    return "passed";
  } catch (thrown) {
    if (!(thrown instanceof Response) || thrown.status !== 302) throw thrown;
    return thrown.headers.get("Location")!;
  }
}

describe("requireUser", () => {
  it("sends a visitor to log in and back to the page, with its query", async () => {
    expect(await outcome(requireUser(requestTo("/user/events?page=2")))).toBe("/login?redirectTo=%2Fuser%2Fevents%3Fpage%3D2");
  });

  it("returns a visitor's data request to the page, not to Remix's data URL parameters", async () => {
    // Single fetch hands the loader `/user/events?_routes=…` for `/user/events.data?_routes=…`.
    expect(await outcome(requireUser(requestTo("/user/events?_routes=routes%2Fuser.events")))).toBe("/login?redirectTo=%2Fuser%2Fevents");
  });

  it("guards an action too", async () => {
    expect(await outcome(requireUser(requestTo("/user/info", undefined, "POST")))).toBe("/login?redirectTo=%2Fuser%2Finfo");
  });

  it("answers the signed-in user's profile and a festival API client with their token", async () => {
    const { user, api } = await requireUser(requestTo("/user/events", await signedInCookie()));
    expect(user).toEqual(verifiedTestUser);
    expect(api.signedIn).toBe(true);
  });

  it("lets a signed-in user through even before verification", async () => {
    const cookie = await signedInCookie({ ...verifiedTestUser, email_verified: false, phone_verified: false });
    expect(await outcome(requireUser(requestTo("/user/events", cookie)))).toBe("passed");
  });

  it("treats a session signed with another secret as no session", async () => {
    const forged = (await signedInCookie()).replace(/\.[^.]+$/, ".forged");
    expect(await outcome(requireUser(requestTo("/user/events", forged)))).toBe("/login?redirectTo=%2Fuser%2Fevents");
  });
});

describe("requireVerifiedUser", () => {
  it("sends a visitor to log in first", async () => {
    expect(await outcome(requireVerifiedUser(requestTo("/user/events")))).toBe("/login?redirectTo=%2Fuser%2Fevents");
  });

  it("sends a user with an unverified e-mail to e-mail verification, before the phone", async () => {
    const cookie = await signedInCookie({ ...verifiedTestUser, email_verified: false, phone_verified: false });
    expect(await outcome(requireVerifiedUser(requestTo("/user/events", cookie)))).toBe("/verify/mail");
  });

  it("sends a user with a verified e-mail and an unverified phone to SMS verification", async () => {
    const cookie = await signedInCookie({ ...verifiedTestUser, phone_verified: false });
    expect(await outcome(requireVerifiedUser(requestTo("/user/reviews", cookie, "POST")))).toBe("/verify/sms");
  });

  it("never redirects while the request is already on a verify page", async () => {
    const cookie = await signedInCookie({ ...verifiedTestUser, email_verified: false, phone_verified: false });
    for (const path of ["/verify/mail", "/verify/sms", "/verify?id=1&hash=x"]) {
      expect(await outcome(requireVerifiedUser(requestTo(path, cookie)))).toBe("passed");
    }
  });

  it("lets a verified user through", async () => {
    expect(await outcome(requireVerifiedUser(requestTo("/user/events", await signedInCookie())))).toBe("passed");
  });
});

describe("requireAnonymous", () => {
  it("lets a visitor through", async () => {
    expect(await outcome(requireAnonymous(requestTo("/login")))).toBe("passed");
  });

  it("sends a signed-in user to the panel, for the page and its action", async () => {
    const cookie = await signedInCookie();
    expect(await outcome(requireAnonymous(requestTo("/login", cookie)))).toBe("/user/events");
    expect(await outcome(requireAnonymous(requestTo("/login", cookie, "POST")))).toBe("/user/events");
  });

  it("sends a signed-in user to the page the login was asked to return to, if it is a same-site path", async () => {
    const cookie = await signedInCookie();
    expect(await outcome(requireAnonymous(requestTo("/login?redirectTo=%2Fuser%2Finfo%3Ftab%3Dpassword", cookie)))).toBe("/user/info?tab=password");
    expect(await outcome(requireAnonymous(requestTo("/login?redirectTo=%2Fuser%2Finfo", cookie, "POST")))).toBe("/user/info");
    expect(await outcome(requireAnonymous(requestTo("/login?redirectTo=%2F%2Fevil.example%2F", cookie)))).toBe("/user/events");
  });
});

describe("requirePasswordResetToken (spec §2)", () => {
  it("answers the token of the reset link", async () => {
    expect(await requirePasswordResetToken(requestTo("/reset-password?token=abc&email=anna%40example.org"))).toBe("abc");
  });

  it.each(["/reset-password", "/reset-password?token=", "/reset-password?email=anna%40example.org"])("sends %s without a token home", async (path) => {
    expect(await outcome(requirePasswordResetToken(requestTo(path)))).toBe("/");
  });

  it("sends a signed-in user home even with a token", async () => {
    expect(await outcome(requirePasswordResetToken(requestTo("/reset-password?token=abc", await signedInCookie())))).toBe("/");
  });
});

describe("sendUnverifiedPhoneToSms: the list screen (spec §2)", () => {
  it("sends a user with a verified e-mail and an unverified phone to SMS verification", async () => {
    const cookie = await signedInCookie({ ...verifiedTestUser, phone_verified: false });
    expect(await outcome(sendUnverifiedPhoneToSms(requestTo("/?title=las", cookie)))).toBe("/verify/sms");
  });

  it.each([
    ["a visitor", undefined],
    ["a verified user", verifiedTestUser],
    ["a user who still owes the e-mail step", { ...verifiedTestUser, email_verified: false, phone_verified: false }],
  ])("lets %s browse the list", async (_name, user) => {
    const cookie = user ? await signedInCookie(user) : undefined;
    expect(await outcome(sendUnverifiedPhoneToSms(requestTo("/", cookie)))).toBe("passed");
  });
});

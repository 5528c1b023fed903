/** The account screens the portal sends people to (spec §2 "Routes"), named once. */
export const loginPath = "/login";
export const panelPath = "/user/events";
export const userInfoPath = "/user/info";
export const verifyEmailPath = "/verify/mail";
export const verifyPhonePath = "/verify/sms";

/** The verification step a signed-in user still owes, e-mail first, then phone (spec §4); none once both are done. */
export function verificationStepOf(user: { email_verified: boolean; phone_verified: boolean }): string | undefined {
  if (!user.email_verified) return verifyEmailPath;
  if (!user.phone_verified) return verifyPhonePath;
  return undefined;
}

/** The verify pages: nothing sends a user to verify from them, which would loop. */
export function isVerifyPath(pathname: string): boolean {
  return pathname === "/verify" || pathname.startsWith("/verify/");
}

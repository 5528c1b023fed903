/** The account screens the portal sends people to (spec §2 "Routes"), named once. */
export const panelPath = "/user/events";
export const userInfoPath = "/user/info";
export const verifyEmailPath = "/verify/mail";
export const verifyPhonePath = "/verify/sms";

/** The verify pages: nothing sends a user to verify from them, which would loop. */
export function isVerifyPath(pathname: string): boolean {
  return pathname === "/verify" || pathname.startsWith("/verify/");
}

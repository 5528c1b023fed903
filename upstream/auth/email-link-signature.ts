import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const EMAIL_LINK_TTL_SECONDS = 60 * 60;

export interface EmailLinkQuery {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

export function emailHash(email: string): string {
  return createHash("sha1").update(email.toLowerCase()).digest("hex");
}

function sign(key: string, id: string, hash: string, expires: string): string {
  return createHmac("sha256", key).update(`${id}|${hash}|${expires}`).digest("hex");
}

/** The query of the verification link (spec §2 /verify): id, sha1 of the e-mail, expiry, HMAC signature. */
export function signEmailLink(key: string, userId: number, email: string, now = Date.now()): EmailLinkQuery {
  const id = String(userId);
  const hash = emailHash(email);
  const expires = String(Math.floor(now / 1000) + EMAIL_LINK_TTL_SECONDS);
  return { id, hash, expires, signature: sign(key, id, hash, expires) };
}

/** True when the link was signed with our key and has not expired; the e-mail hash is checked by the caller. */
export function isEmailLinkValid(key: string, query: Partial<EmailLinkQuery>, now = Date.now()): boolean {
  const { id, hash, expires, signature } = query;
  if (!id || !hash || !expires || !signature) return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(sign(key, id, hash, expires), "hex");
  const presented = Buffer.from(signature, "hex");
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

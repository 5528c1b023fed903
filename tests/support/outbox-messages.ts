import { SMS_CODE_LENGTH } from "#contract/limits";

/**
 * What a newcomer reads in the messages the festival API writes to its outbox (upstream/outbox/), so tests
 * follow the same link and type the same code a person would.
 */

/** The query (`?id=…&hash=…`) of the verification link in an e-mail's body. */
export function verificationQuery(emailBody: string): string {
  const link = /https?:\/\/\S+\/verify\?\S+/.exec(emailBody);
  if (!link) throw new Error(`No verification link in the e-mail:\n${emailBody}`);
  return new URL(link[0]).search;
}

/** The code in an SMS's body. */
export function smsCodeIn(smsBody: string): string {
  const code = new RegExp(`\\b(\\d{${SMS_CODE_LENGTH}})\\b`).exec(smsBody);
  if (!code) throw new Error(`No SMS code in the message:\n${smsBody}`);
  return code[1];
}

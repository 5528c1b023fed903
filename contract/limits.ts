/** Server-side business constants of spec §9 that the contract enforces, each once. */
export const MAX_EXTRA_PARTICIPANTS = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const SMS_CODE_LENGTH = 6;
export const BIRTH_YEAR_MIN = 1900;
export const DEFAULT_RATING = 5;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A review is plain text; this bound keeps one review within a screen or two. */
export const REVIEW_CONTENT_MAX_LENGTH = 2000;
/** A plus sign followed by at least 11 digits (spec §5); e.g. +48501234567. */
export const PHONE_PATTERN = /^\+\d{11,}$/;
/** The most digits a phone number has: E.164's longest number. */
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_PHONE_PREFIX = "+48";
/** The longest e-mail address a mail system carries (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A person's name (an account's, an extra participant's) or a city: longer is a mistake, not a name. */
export const NAME_MAX_LENGTH = 120;
/** A password long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 200;

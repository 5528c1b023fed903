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
/** A plus sign followed by at least 11 digits (spec §5), e.g. +48501234567. */
export const PHONE_PATTERN = /^\+\d{11,15}$/;
export const DEFAULT_PHONE_PREFIX = "+48";

import type { EventLanguage } from "./event";

/**
 * Every path of spec §7 and the decisions of ARCHITECTURE.md, once, as a route pattern with `{name}`
 * placeholders (the syntax of OpenAPI and @hono/zod-openapi). The festival API registers its routes with
 * these; callers build concrete paths with `apiPaths`, never literals.
 */
export const apiPathPatterns = {
  events: "/api/v1/events/{lang}",
  filters: "/api/v1/filters",
  event: "/api/v1/event/{id}",
  subscribe: "/api/v1/event/subscribe/{id}",
  unsubscribe: "/api/v1/event/unsubscribe/{id}",
  favourite: "/api/v1/event/favourites/{id}",
  favourites: "/api/v1/favourites",
  profile: "/api/v1/get-data",
  changeData: "/api/v1/change-data",
  userEvents: "/api/v1/get-user-events",
  login: "/api/v1/login",
  logout: "/api/v1/logout",
  register: "/api/v1/register",
  verifyEmail: "/api/v1/verify",
  verifyEmailResend: "/api/v1/verify/resend",
  verifyPhone: "/api/v1/verify-phone",
  verifyPhoneResend: "/api/v1/verify-phone/resend",
  passwordRemind: "/password/remind",
  passwordReset: "/api/v1/password/reset",
  passwordChange: "/password/change",
  /** Our extension (RODO): DELETE removes the caller's account. */
  account: "/api/v1/account",
  participants: "/api/v1/participant/{eventId}",
  participant: "/api/v1/participant/{participantId}",
  legalPage: "/api/v1/page/{page}/{lang}",
  reviews: "/api/v1/comment/{eventId}",
  reviewEdit: "/api/v1/comment/edit/{reviewId}",
  review: "/api/v1/comment/{reviewId}",
  outbox: "/outbox",
  openapi: "/openapi.json",
  health: "/healthz",
} as const;

type PathPattern = (typeof apiPathPatterns)[keyof typeof apiPathPatterns];

/** A concrete path: each `{name}` of the pattern replaced by its value. */
function fill(pattern: PathPattern, values: Record<string, string | number> = {}): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Path builders; both sides use these, never literals. */
export const apiPaths = {
  events: (lang: EventLanguage) => fill(apiPathPatterns.events, { lang }),
  filters: () => fill(apiPathPatterns.filters),
  event: (id: number) => fill(apiPathPatterns.event, { id }),
  subscribe: (eventId: number) => fill(apiPathPatterns.subscribe, { id: eventId }),
  unsubscribe: (eventId: number) => fill(apiPathPatterns.unsubscribe, { id: eventId }),
  favourite: (eventId: number) => fill(apiPathPatterns.favourite, { id: eventId }),
  favourites: () => fill(apiPathPatterns.favourites),
  profile: () => fill(apiPathPatterns.profile),
  changeData: () => fill(apiPathPatterns.changeData),
  userEvents: () => fill(apiPathPatterns.userEvents),
  login: () => fill(apiPathPatterns.login),
  logout: () => fill(apiPathPatterns.logout),
  register: () => fill(apiPathPatterns.register),
  verifyEmail: () => fill(apiPathPatterns.verifyEmail),
  verifyEmailResend: () => fill(apiPathPatterns.verifyEmailResend),
  verifyPhone: () => fill(apiPathPatterns.verifyPhone),
  verifyPhoneResend: () => fill(apiPathPatterns.verifyPhoneResend),
  passwordRemind: () => fill(apiPathPatterns.passwordRemind),
  passwordReset: () => fill(apiPathPatterns.passwordReset),
  passwordChange: () => fill(apiPathPatterns.passwordChange),
  account: () => fill(apiPathPatterns.account),
  participants: (eventId: number) => fill(apiPathPatterns.participants, { eventId }),
  participant: (participantId: number) => fill(apiPathPatterns.participant, { participantId }),
  legalPage: (page: LegalPage, lang: EventLanguage) => fill(apiPathPatterns.legalPage, { page, lang }),
  reviews: (eventId: number) => fill(apiPathPatterns.reviews, { eventId }),
  reviewEdit: (reviewId: number) => fill(apiPathPatterns.reviewEdit, { reviewId }),
  review: (reviewId: number) => fill(apiPathPatterns.review, { reviewId }),
  outbox: () => fill(apiPathPatterns.outbox),
  openapi: () => fill(apiPathPatterns.openapi),
  health: () => fill(apiPathPatterns.health),
} as const;

export const legalPages = ["statute", "privacy-policy"] as const;
export type LegalPage = (typeof legalPages)[number];

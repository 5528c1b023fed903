import type { EventLanguage } from "./event";

/** Path builders of spec §7 and the decisions of ARCHITECTURE.md; both sides use these, never literals. */
export const apiPaths = {
  events: (lang: EventLanguage) => `/api/v1/events/${lang}`,
  filters: () => "/api/v1/filters",
  event: (id: number) => `/api/v1/event/${id}`,
  subscribe: (eventId: number) => `/api/v1/event/subscribe/${eventId}`,
  unsubscribe: (eventId: number) => `/api/v1/event/unsubscribe/${eventId}`,
  favourite: (eventId: number) => `/api/v1/event/favourites/${eventId}`,
  favourites: () => "/api/v1/favourites",
  profile: () => "/api/v1/get-data",
  changeData: () => "/api/v1/change-data",
  userEvents: () => "/api/v1/get-user-events",
  login: () => "/api/v1/login",
  logout: () => "/api/v1/logout",
  register: () => "/api/v1/register",
  verifyEmail: () => "/api/v1/verify",
  verifyEmailResend: () => "/api/v1/verify/resend",
  verifyPhone: () => "/api/v1/verify-phone",
  verifyPhoneResend: () => "/api/v1/verify-phone/resend",
  passwordRemind: () => "/password/remind",
  passwordReset: () => "/api/v1/password/reset",
  passwordChange: () => "/password/change",
  participants: (eventId: number) => `/api/v1/participant/${eventId}`,
  participant: (participantId: number) => `/api/v1/participant/${participantId}`,
  legalPage: (page: LegalPage, lang: EventLanguage) => `/api/v1/page/${page}/${lang}`,
  reviews: (eventId: number) => `/api/v1/comment/${eventId}`,
  reviewEdit: (reviewId: number) => `/api/v1/comment/edit/${reviewId}`,
  review: (reviewId: number) => `/api/v1/comment/${reviewId}`,
  outbox: () => "/outbox",
  openapi: () => "/openapi.json",
  health: () => "/healthz",
} as const;

export const legalPages = ["statute", "privacy-policy"] as const;
export type LegalPage = (typeof legalPages)[number];

import type { EventLanguage } from "./event";

/** Path builders of spec §7 and the decisions of ARCHITECTURE.md; both sides use these, never literals. */
export const apiPaths = {
  events: (lang: EventLanguage) => `/api/v1/events/${lang}`,
  filters: () => "/api/v1/filters",
  event: (id: number) => `/api/v1/event/${id}`,
} as const;

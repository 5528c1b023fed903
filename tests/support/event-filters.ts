import { defaultTimeMin, defaultTimeMax, type EventFilters } from "../../app/events/event-filters";

/** The filter panel with nothing chosen: what tests spread their own filters over. */
export const noFilters: EventFilters = {
  title: "",
  organizator: [],
  localization: [],
  category: [],
  age_group: [],
  speaker: "",
  time_min: defaultTimeMin,
  time_max: defaultTimeMax,
  date: "",
  price_types: [],
};

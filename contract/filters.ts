import * as z from "zod";

/** An organiser: coordinates_x is the latitude, coordinates_y the longitude (spec §3). */
export const organiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coordinates_x: z.number(),
  coordinates_y: z.number(),
});
export type Organiser = z.infer<typeof organiserSchema>;

/** The values the filter panel offers (spec §3 "Filters list from the server"). */
export const filtersSchema = z.object({
  organizator: z.array(organiserSchema),
  category: z.array(z.string()),
  age_group: z.array(z.string()),
  /**
   * Our field: the places events take place in. Optional, since spec §3's list names only the three above; without
   * it the portal gathers the places from the events.
   */
  localization: z.array(z.string()).optional().meta({
    description: "Our extension: the places events take place in; absent, the portal gathers them from the events",
  }),
});
export type Filters = z.infer<typeof filtersSchema>;
/** The filters list as the panel offers it: with the places, gathered from the events when the server sends none. */
export type FilterChoices = Filters & { localization: string[] };

export const filtersResponseSchema = z.object({ data: filtersSchema });

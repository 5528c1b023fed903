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
  localization: z.array(z.string()),
});
export type Filters = z.infer<typeof filtersSchema>;

export const filtersResponseSchema = z.object({ data: filtersSchema });

import type { Filters } from "../../contract/filters";
import type { Queryable } from "../db/database";

/** The filter panel's choices: organisers that have events, and the categories, ages and places in use. */
export async function loadFilters(db: Queryable): Promise<Filters> {
  const organisers = await db.query<Filters["organizator"][number]>(
    `SELECT o.id, o.name, o.coordinates_x, o.coordinates_y FROM organisers o
      WHERE EXISTS (SELECT 1 FROM events e WHERE e.organiser_id = o.id) ORDER BY o.name`,
  );
  const categories = await db.query<{ type: string }>("SELECT DISTINCT type FROM events ORDER BY type");
  const ageGroups = await db.query<{ age_group: string }>(
    "SELECT DISTINCT jsonb_array_elements_text(age_group) AS age_group FROM events ORDER BY 1",
  );
  const places = await db.query<{ localization: string }>("SELECT DISTINCT localization FROM events ORDER BY 1");
  return {
    organizator: organisers,
    category: categories.map((row) => row.type),
    age_group: ageGroups.map((row) => row.age_group),
    localization: places.map((row) => row.localization),
  };
}

import type { Organiser } from "#contract/filters";
import { MAP_CENTRE } from "~/spec-constants";

/** How far apart, in degrees, organisers may lie for the map at zoom 11 to open on their middle (the Tricity's ~0.2°). */
const MAX_ORGANISER_SPREAD_DEGREES = 0.5;

/**
 * Where the organiser map opens, at the spec's zoom 11: on the middle of the organisers, not on a fixed point (from
 * the fixed centre, central Gdańsk, half of the organisers, lay below the map's lower edge). Organisers spread wider
 * than the map can show at that zoom (one at 0°, 0° for want of an address) would put their middle where none of
 * them is: the fixed centre then stands.
 */
export function mapCentreOf(organisers: readonly Pick<Organiser, "coordinates_x" | "coordinates_y">[]): [latitude: number, longitude: number] {
  if (organisers.length === 0) return MAP_CENTRE;
  const latitudes = organisers.map((organiser) => organiser.coordinates_x);
  const longitudes = organisers.map((organiser) => organiser.coordinates_y);
  const [south, north, west, east] = [Math.min(...latitudes), Math.max(...latitudes), Math.min(...longitudes), Math.max(...longitudes)];
  if (Math.max(north - south, east - west) > MAX_ORGANISER_SPREAD_DEGREES) return MAP_CENTRE;
  return [(south + north) / 2, (west + east) / 2];
}

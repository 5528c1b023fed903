import type { Organiser } from "#contract/filters";

/** ARCHITECTURE.md "Map": the Tricity coast at zoom 11 (spec §2). */
export const mapCentre: [number, number] = [54.45, 18.6];
export const mapZoom = 11;

export interface MapTiles {
  url: string;
  attribution: string;
}

export interface OrganiserMapProps {
  organisers: Organiser[];
  /** Names of the organisers selected in the filter form. */
  selected: string[];
  tiles: MapTiles;
  onToggle: (organiserName: string) => void;
}

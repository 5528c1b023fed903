import type { Organiser } from "#contract/filters";

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

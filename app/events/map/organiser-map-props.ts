import type { Organiser } from "#contract/filters";

export interface MapTiles {
  url: string;
  attribution: string;
}

/** The zoom buttons' names in the page's language (Leaflet's own are English), and a selected marker's name. */
export interface OrganiserMapTexts {
  zoomIn: string;
  zoomOut: string;
  selectedMarker: (organiserName: string) => string;
}

export interface OrganiserMapProps {
  organisers: Organiser[];
  /** Names of the organisers selected in the filter form. */
  selected: string[];
  tiles: MapTiles;
  onToggle: (organiserName: string) => void;
  texts: OrganiserMapTexts;
}

import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useEffect } from "react";
import { AttributionControl, MapContainer, Marker, TileLayer, useMap, ZoomControl } from "react-leaflet";
import { MAP_ZOOM } from "~/spec-constants";
import { mapCentreOf } from "./map-centre";
import type { OrganiserMapProps } from "./organiser-map-props";

/**
 * The map itself: browser only (`.client`), loaded lazily by OrganiserMapSection. Leaflet's automatic icon
 * path breaks once bundled, so the icons are imported. A selected organiser's marker says so by more than its
 * colour (WCAG 1.4.1): it is larger, and its name says '(selected)'.
 */
const iconOptions = { iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] } satisfies L.IconOptions;
const plainIcon = new L.Icon(iconOptions);
const selectedIcon = new L.Icon({ ...iconOptions, iconSize: [34, 56], iconAnchor: [17, 56], className: "organiser-marker--selected" });

/** Leaflet's credit without its default English tooltip ("A JavaScript library for interactive maps"). */
const leafletCredit = '<a href="https://leafletjs.com">Leaflet</a>';

/**
 * Leaflet's zoom controls are links with role="button": Enter worked them, but Space scrolled the page on, where
 * a button's role promises both keys.
 */
function SpaceWorksZoomButtons() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const pressOnSpace = (event: KeyboardEvent) => {
      if (event.key !== " " || !(event.target instanceof HTMLElement) || !event.target.matches(".leaflet-control-zoom a[role=button]")) return;
      event.preventDefault();
      // Once a press, as a button does, not again and again while the key is held.
      if (!event.repeat) event.target.click();
    };
    container.addEventListener("keydown", pressOnSpace);
    return () => container.removeEventListener("keydown", pressOnSpace);
  }, [map]);
  return null;
}

export default function OrganiserMap({ organisers, selected, tiles, onToggle, texts }: OrganiserMapProps) {
  return (
    <MapContainer
      center={mapCentreOf(organisers)}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      // On a phone a finger's swipe over the map, a good part of the screen, moved the map and not the page, which
      // could then be scrolled only beside it; two fingers still zoom, and the buttons do.
      dragging={!L.Browser.mobile}
      keyboard={false}
      // Leaflet's own controls speak English; these are the same controls in the page's language.
      zoomControl={false}
      attributionControl={false}
      className="organiser-map__leaflet"
    >
      {/* Leaflet reads the titles once: a language switch (no reload) gets a new control. */}
      <ZoomControl key={`${texts.zoomIn}|${texts.zoomOut}`} zoomInTitle={texts.zoomIn} zoomOutTitle={texts.zoomOut} />
      <SpaceWorksZoomButtons />
      <AttributionControl prefix={leafletCredit} />
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {organisers.map((organiser) => {
        const isSelected = selected.includes(organiser.name);
        const name = isSelected ? texts.selectedMarker(organiser.name) : organiser.name;
        return (
          <Marker
            key={`${organiser.id}-${isSelected}`}
            position={[organiser.coordinates_x, organiser.coordinates_y]}
            icon={isSelected ? selectedIcon : plainIcon}
            title={name}
            alt={name}
            // The organiser checkboxes are the keyboard route; markers would add dozens of anonymous tab stops.
            keyboard={false}
            eventHandlers={{ click: () => onToggle(organiser.name) }}
          />
        );
      })}
    </MapContainer>
  );
}

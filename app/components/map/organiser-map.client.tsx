import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { MapContainer, Marker, TileLayer } from "react-leaflet";
import { MAP_CENTRE, MAP_ZOOM } from "~/spec-constants";
import type { OrganiserMapProps } from "./organiser-map-props";

/**
 * The map itself: browser only (`.client`), loaded lazily by OrganiserMapSection. Leaflet's automatic icon
 * path breaks once bundled, so the icons are imported; a selected organiser's marker gets its own class.
 */
const iconOptions = { iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] } satisfies L.IconOptions;
const plainIcon = new L.Icon(iconOptions);
const selectedIcon = new L.Icon({ ...iconOptions, className: "organiser-marker--selected" });

export default function OrganiserMap({ organisers, selected, tiles, onToggle }: OrganiserMapProps) {
  return (
    <MapContainer center={MAP_CENTRE} zoom={MAP_ZOOM} scrollWheelZoom={false} keyboard={false} className="organiser-map__leaflet">
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {organisers.map((organiser) => {
        const isSelected = selected.includes(organiser.name);
        return (
          <Marker
            key={`${organiser.id}-${isSelected}`}
            position={[organiser.coordinates_x, organiser.coordinates_y]}
            icon={isSelected ? selectedIcon : plainIcon}
            title={organiser.name}
            alt={organiser.name}
            // The organiser checkboxes are the keyboard route; markers would add dozens of anonymous tab stops.
            keyboard={false}
            eventHandlers={{ click: () => onToggle(organiser.name) }}
          />
        );
      })}
    </MapContainer>
  );
}

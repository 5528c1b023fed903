import leafletStyles from "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { importWithRetry } from "~/components/import-with-retry";
import { loadStylesheet } from "~/shell/stylesheet-on-demand";
import type { OrganiserMapProps } from "./organiser-map-props";

type MapComponent = ComponentType<OrganiserMapProps>;

const mapDescriptionId = "organiser-map-description";

/**
 * The organiser map as an enhancement (ARCHITECTURE.md "Map"): the server renders an empty box whose space
 * CSS reserves only when scripts run, and the map's chunk (Leaflet included) is fetched when the box comes
 * into view. Without JS the section is hidden and the organiser checkboxes do the same job.
 */
export function OrganiserMapSection({ skipTargetId, ...mapProps }: Omit<OrganiserMapProps, "texts"> & { skipTargetId: string }) {
  const { t } = useTranslation("events");
  const texts = { zoomIn: t("map.zoomIn"), zoomOut: t("map.zoomOut"), selectedMarker: (name: string) => t("map.selectedMarker", { name }) };
  const box = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<MapComponent>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      importWithRetry(() => Promise.all([import("./organiser-map.client"), loadStylesheet(leafletStyles)]).then(([module]) => module))
        .then((module) => !cancelled && setMap(() => module.default))
        .catch((error: unknown) => {
          console.error("The organiser map could not be loaded", error);
          if (!cancelled) setFailed(true);
        });
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    // The markers are no keyboard stops: the description points a screen reader's user to the checkboxes instead.
    <section className="organiser-map-section" aria-label={t("map.label")} aria-describedby={mapDescriptionId}>
      <a className="skip-map" href={`#${skipTargetId}`}>
        {t("map.skip")}
      </a>
      <p id={mapDescriptionId} className="visually-hidden">
        {t("map.description")}
      </p>
      <div ref={box} className="organiser-map">
        {Map ? <Map {...mapProps} texts={texts} /> : null}
        {failed ? <p className="organiser-map__failed">{t("map.failed")}</p> : null}
      </div>
    </section>
  );
}

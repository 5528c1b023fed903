import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import Lightbox, { type ControllerRef, type ZoomRef } from "yet-another-react-lightbox";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import { LIGHTBOX_MAX_ZOOM, LIGHTBOX_MIN_ZOOM, LIGHTBOX_ZOOM_STEP } from "~/spec-constants";
import { swipeDirection } from "./lightbox-settings";

interface GalleryLightboxProps {
  images: { src: string; alt: string }[];
  index: number;
  onClose: () => void;
}

/**
 * The gallery's lightbox (loaded on the first click; without JS the thumbnails are plain links to the
 * images). The library is a modal that keeps focus inside, closes on Escape and gives focus back to the
 * thumbnail; its own swipe (30 px) is replaced by the spec's 50 px tolerance.
 */
export default function GalleryLightbox({ images, index, onClose }: GalleryLightboxProps) {
  const { t } = useTranslation("events");
  const controller = useRef<ControllerRef>(null);
  const zoom = useRef<ZoomRef>(null);

  useEffect(() => {
    let start: { x: number; y: number } | undefined;
    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, y: event.clientY };
    };
    const onUp = (event: PointerEvent) => {
      if (!start || (zoom.current?.zoom ?? 1) > 1) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      start = undefined;
      if (direction === "next") controller.current?.next();
      if (direction === "previous") controller.current?.prev();
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("pointerup", onUp);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("pointerup", onUp);
    };
  }, []);

  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={images}
      plugins={[Zoom]}
      controller={{ ref: controller, disableSwipeNavigation: true, closeOnBackdropClick: true }}
      zoom={{ ref: zoom, zoomInMultiplier: 1 + LIGHTBOX_ZOOM_STEP, maxZoom: LIGHTBOX_MAX_ZOOM, minZoom: LIGHTBOX_MIN_ZOOM, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      labels={{
        Previous: t("gallery.previous"),
        Next: t("gallery.next"),
        Close: t("gallery.close"),
        "Zoom in": t("gallery.zoomIn"),
        "Zoom out": t("gallery.zoomOut"),
        Lightbox: t("gallery.lightbox"),
        Carousel: t("gallery.carousel"),
        "Photo gallery": t("gallery.photoGallery"),
        Slide: t("gallery.slide"),
        "{index} of {total}": t("gallery.indexOfTotal"),
      }}
    />
  );
}

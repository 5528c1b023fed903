import { useEffect, useRef, useState } from "react";
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
  // For an image the library caps the zoom by the image's pixels, not by maxZoom: at most `zoomPixelRatio` of them
  // to a screen pixel. Three suits an image shown at its natural size (the spec's max 3). One shown smaller (a
  // large photo, a phone's screen) would go further: the first step past 3 is taken back, and the ratio set so
  // that the library's own limit, which disables the zoom-in button, is 3 for this image.
  const [zoomPixelRatio, setZoomPixelRatio] = useState(LIGHTBOX_MAX_ZOOM);
  const capZoom = () => {
    const limit = zoom.current?.maxZoom;
    if (limit) setZoomPixelRatio((ratio) => (ratio * LIGHTBOX_MAX_ZOOM) / limit);
    zoom.current?.changeZoom(LIGHTBOX_MAX_ZOOM, true);
  };

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
      zoom={{
        ref: zoom,
        zoomInMultiplier: 1 + LIGHTBOX_ZOOM_STEP,
        maxZoomPixelRatio: zoomPixelRatio,
        minZoom: LIGHTBOX_MIN_ZOOM,
        scrollToZoom: true,
      }}
      on={{ view: () => setZoomPixelRatio(LIGHTBOX_MAX_ZOOM), zoom: ({ zoom: level }) => level > LIGHTBOX_MAX_ZOOM && capZoom() }}
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

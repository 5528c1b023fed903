import { Suspense, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import lightboxStyles from "yet-another-react-lightbox/styles.css";
import { lazyPart } from "~/components/lazy-part";
import { loadStylesheet } from "~/shell/stylesheet-on-demand";

// The lightbox and its stylesheet load together when the visitor first opens a photo.
const GalleryLightbox = lazyPart(() => Promise.all([import("./GalleryLightbox"), loadStylesheet(lightboxStyles)]).then(([module]) => module.default));

/** Shown before 'see more' (spec §2 "gallery with 'see more/less'"). */
const visibleAtFirst = 3;

/**
 * The event's gallery. Without JS: thumbnail links to the full images and a native <details> for the rest.
 * With JS a click opens the lightbox at that image instead.
 */
export function EventGallery({ images, eventName }: { images: string[]; eventName: string }) {
  const { t } = useTranslation("events");
  const [openIndex, setOpenIndex] = useState<number>();
  if (images.length === 0) return null;
  const slides = images.map((src, index) => ({ src, alt: t("gallery.imageAlt", { number: index + 1, total: images.length, name: eventName }) }));

  const thumbnail = (index: number) => (
    <li key={slides[index].src + index}>
      <a
        href={slides[index].src}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpenIndex(index);
        }}
      >
        <img src={slides[index].src} alt={slides[index].alt} width={280} height={210} loading="lazy" />
      </a>
    </li>
  );
  const first = slides.slice(0, visibleAtFirst).map((_, index) => thumbnail(index));
  const rest = slides.slice(visibleAtFirst).map((_, index) => thumbnail(index + visibleAtFirst));

  return (
    <section aria-labelledby="gallery-heading">
      <h2 id="gallery-heading">{t("gallery.heading")}</h2>
      <ul className="gallery">{first}</ul>
      {rest.length > 0 ? (
        <details className="gallery-more">
          <summary>
            <span className="gallery-more__more">{t("gallery.seeMore", { count: rest.length })}</span>
            <span className="gallery-more__less">{t("gallery.seeLess")}</span>
          </summary>
          <ul className="gallery">{rest}</ul>
        </details>
      ) : null}
      {openIndex !== undefined ? (
        <Suspense fallback={null}>
          <GalleryLightbox images={slides} index={openIndex} onClose={() => setOpenIndex(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}

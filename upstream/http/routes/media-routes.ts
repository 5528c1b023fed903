import type { FestivalApp } from "../app-env";
import { eventImageSvg, organiserLogoSvg, venueMapSvg } from "../../media/generated-images";
import { simplePdf } from "../../media/pdf-document";
import { resourceId } from "../resource-id";

const immutable = "public, max-age=86400";
const termsPdf = simplePdf([
  "Regulamin udzialu w wydarzeniach Festiwalu Nauki",
  "",
  "1. Udzial w wydarzeniach jest mozliwy po zapisie w portalu festiwalu.",
  "2. Zapis obejmuje osobe zapisujaca i zgloszonych przez nia uczestnikow.",
  "3. Rezygnacje prosimy zglaszac w portalu, aby zwolnic miejsce innym.",
  "4. Organizator moze zmienic termin wydarzenia z waznych przyczyn.",
]);

/** Generated images and documents of the demo festival; the seed stores their relative URLs. */
export function registerMediaRoutes(app: FestivalApp) {
  const svg = (body: string | undefined) =>
    body === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(body, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": immutable } });

  app.get("/media/events/:file{[0-9]+\\.svg}", (c) => {
    const n = resourceId(c.req.param("file").replace(/\.svg$/, ""));
    return svg(n === null ? undefined : eventImageSvg(n));
  });
  app.get("/media/logos/:file{[0-9]+\\.svg}", (c) => {
    const id = resourceId(c.req.param("file").replace(/\.svg$/, ""));
    return svg(id === null ? undefined : organiserLogoSvg(id));
  });
  app.get("/media/maps/:file{[0-9]+\\.svg}", (c) => {
    const id = resourceId(c.req.param("file").replace(/\.svg$/, ""));
    return svg(id === null ? undefined : venueMapSvg(id));
  });
  app.get("/media/docs/regulamin.pdf", () =>
    new Response(new Uint8Array(termsPdf), {
      headers: { "Content-Type": "application/pdf", "Cache-Control": immutable },
    }),
  );
}

import { describe, expect, it } from "vitest";
import { linkableUrlOf } from "./festival-links";

describe("linkableUrlOf", () => {
  it("keeps the portal's own paths and http(s) addresses as they are", () => {
    for (const url of ["/media/docs/regulamin.pdf", "https://festiwal.example.org/mapa.pdf", "http://intranet/mapa.pdf", "docs/mapa.pdf"]) {
      expect(linkableUrlOf(url), url).toBe(url);
    }
  });

  it("links nowhere for a script, data, another scheme, or nothing", () => {
    for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "file:///etc/passwd", "", null]) {
      expect(linkableUrlOf(url), String(url)).toBeNull();
    }
  });
});

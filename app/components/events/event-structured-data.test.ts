import { describe, expect, it } from "vitest";
import type { Event } from "#contract/event";
import { eventJsonLd, metaDescription } from "./event-structured-data";

const event = {
  id: 7,
  name: "Pokaz </script><script>alert(1)</script>",
  description: "Opis",
  date_start: "2026-09-12T10:00:00+02:00",
  date_end: "2026-09-12T11:00:00+02:00",
  localization: "Gdańsk",
  app_organizational_name: "Uniwersytet Gdański",
  tutor: null,
  price: 0,
  is_unavailable: false,
} as unknown as Event;

describe("eventJsonLd", () => {
  it("escapes < so the text cannot close the script element, and stays valid JSON", () => {
    const text = eventJsonLd(event, "https://festiwal.example", "/media/events/1.svg");
    expect(text).not.toContain("<");
    const parsed = JSON.parse(text);
    expect(parsed.name).toBe(event.name);
    expect(parsed["@type"]).toBe("Event");
    expect(parsed.image).toEqual(["https://festiwal.example/media/events/1.svg"]);
    expect(parsed.offers).toMatchObject({ price: 0, priceCurrency: "PLN" });
  });
});

describe("metaDescription", () => {
  it("joins lines and cuts long text at a word", () => {
    expect(metaDescription("Jedna\nDwie")).toBe("Jedna Dwie");
    const long = metaDescription("słowo ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("słowo…")).toBe(true);
  });
});

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
  person_limit: 40,
  users_count: 22,
  available_to: null,
  subscribed: false,
  is_unavailable: false,
} as unknown as Event;

const beforeTheStart = new Date("2026-09-11T10:00:00+02:00");
const afterTheStart = new Date("2026-09-13T10:00:00+02:00");
const offerOf = (changes: Partial<Event>, now: Date) => JSON.parse(eventJsonLd({ ...event, ...changes }, "https://festiwal.example", "/i.svg", now)).offers;

describe("eventJsonLd", () => {
  it("escapes < so the text cannot close the script element, and stays valid JSON", () => {
    const text = eventJsonLd(event, "https://festiwal.example", "/media/events/1.svg", beforeTheStart);
    expect(text).not.toContain("<");
    const parsed = JSON.parse(text);
    expect(parsed.name).toBe(event.name);
    expect(parsed["@type"]).toBe("Event");
    expect(parsed.image).toEqual(["https://festiwal.example/media/events/1.svg"]);
    expect(parsed.offers).toMatchObject({ price: 0, priceCurrency: "PLN" });
  });

  it("gives the description, and leaves out an empty one rather than saying nothing as \"\"", () => {
    const described = (description: string) => JSON.parse(eventJsonLd({ ...event, description }, "https://festiwal.example", "/i.svg", beforeTheStart));
    expect(described("Opis")).toHaveProperty("description", "Opis");
    expect(described(" \n ")).not.toHaveProperty("description");
  });

  it("offers seats in stock while sign-up is open, until the deadline or else the start", () => {
    expect(offerOf({}, beforeTheStart)).toMatchObject({ availability: "https://schema.org/InStock", availabilityEnds: event.date_start });
    const deadline = "2026-09-11T20:00:00+02:00";
    expect(offerOf({ available_to: deadline }, beforeTheStart).availabilityEnds).toBe(deadline);
  });

  it("says SoldOut only when full, also to a subscriber's page, and OutOfStock when closed or unavailable", () => {
    expect(offerOf({ users_count: 40 }, beforeTheStart).availability).toBe("https://schema.org/SoldOut");
    expect(offerOf({ users_count: 40, subscribed: true }, beforeTheStart).availability).toBe("https://schema.org/SoldOut");
    expect(offerOf({ is_unavailable: true }, afterTheStart).availability).toBe("https://schema.org/OutOfStock");
    expect(offerOf({ is_unavailable: true }, beforeTheStart).availability).toBe("https://schema.org/OutOfStock");
    expect(offerOf({ person_limit: 0 }, beforeTheStart).availability).toBe("https://schema.org/InStock");
  });

  it("offers an event without registration to everyone until its end, although the festival API reports it unavailable", () => {
    const withoutRegistration = { registration_required: false, is_unavailable: true } as Partial<Event>;
    expect(offerOf(withoutRegistration, beforeTheStart)).toMatchObject({ availability: "https://schema.org/InStock", availabilityEnds: event.date_end });
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

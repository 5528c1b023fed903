import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../contract/errors";
import { eventListResponseSchema, eventResponseSchema, parseEventCheckboxes } from "../../contract/event";
import { filtersResponseSchema } from "../../contract/filters";
import { apiPaths } from "../../contract/paths";
import { call, useTestApi } from "./support/test-api";
import { demoAgeGroups, demoCategories } from "../../upstream/db/seed/demo-catalogue";

const api = useTestApi("contract_events");

describe("GET /api/v1/events/{lang}", () => {
  it("lists the demo festival in Polish and English with the contract's shape", async () => {
    const pl = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data;
    const en = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("en"))).body).data;
    expect(pl.length).toBeGreaterThanOrEqual(300);
    expect(en.map((event) => event.id)).toEqual(pl.map((event) => event.id));
    expect(en[0].name).not.toBe(pl[0].name);
    expect(pl.every((event) => /T\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(event.date_start))).toBe(true);
  });

  it("covers every kind of event the portal must show", async () => {
    const events = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("pl"))).body).data;
    const now = Date.now();
    const types = new Set(events.map((event) => event.type));
    for (const category of demoCategories) expect(types).toContain(category.pl);
    const ages = new Set(events.flatMap((event) => event.age_group));
    for (const age of demoAgeGroups) expect(ages).toContain(age);
    expect(events.some((event) => event.price === 0)).toBe(true);
    expect(events.some((event) => event.price > 0)).toBe(true);
    expect(events.some((event) => event.person_limit === 0)).toBe(true);
    expect(events.some((event) => event.person_limit > 0 && event.users_count === event.person_limit)).toBe(true);
    expect(events.some((event) => event.person_limit > 0 && event.users_count === event.person_limit - 1)).toBe(true);
    expect(events.some((event) => new Date(event.date_end).getTime() < now)).toBe(true);
    expect(events.some((event) => new Date(event.date_start).getTime() > now)).toBe(true);
    expect(events.some((event) => (parseEventCheckboxes(event.checkboxes)?.length ?? 0) > 0)).toBe(true);
    expect(events.some((event) => event.payment_gate)).toBe(true);
    expect(events.some((event) => event.available_to && new Date(event.available_to).getTime() < now && new Date(event.date_start).getTime() > now)).toBe(true);
    expect(events.some((event) => event.gallery.length > 0)).toBe(true);
    expect(events.some((event) => event.event_dates.length > 1)).toBe(true);
    for (const event of events) {
      expect(event.event_dates.map((slot) => slot.id)).toContain(event.id);
      for (const url of [event.miniatura, event.app_organizational_logo, ...event.gallery]) {
        if (url) expect(url).toMatch(/^\/media\//);
      }
    }
  });

  it("revalidates with ETag and If-None-Match", async () => {
    const first = await call(api, "GET", apiPaths.events("pl"));
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await call(api, "GET", apiPaths.events("pl"), { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
  });

  it("answers 422 with field errors for an unknown language", async () => {
    const answer = await call(api, "GET", "/api/v1/events/de");
    expect(answer.status).toBe(422);
    expect(apiErrorSchema.parse(answer.body).errors?.lang?.length).toBeGreaterThan(0);
  });
});

describe("GET /api/v1/filters", () => {
  it("lists about 25 organisers in the Tricity with categories and age groups", async () => {
    const filters = filtersResponseSchema.parse((await call(api, "GET", apiPaths.filters())).body).data;
    expect(filters.organizator.length).toBeGreaterThanOrEqual(25);
    for (const organiser of filters.organizator) {
      expect(organiser.coordinates_x).toBeGreaterThan(54.3);
      expect(organiser.coordinates_x).toBeLessThan(54.55);
      expect(organiser.coordinates_y).toBeGreaterThan(18.5);
      expect(organiser.coordinates_y).toBeLessThan(18.8);
    }
    expect(filters.category).toHaveLength(demoCategories.length);
    expect(filters.age_group.length).toBe(demoAgeGroups.length);
  });
});

describe("GET /api/v1/event/{id}", () => {
  it("answers one event with its sibling time slots, in the requested language", async () => {
    const events = eventListResponseSchema.parse((await call(api, "GET", apiPaths.events("en"))).body).data;
    const withSiblings = events.find((event) => event.event_dates.length > 1)!;
    const answer = await call(api, "GET", `${apiPaths.event(withSiblings.id)}?lang=en`);
    expect(answer.status).toBe(200);
    expect(eventResponseSchema.parse(answer.body).data).toEqual(withSiblings);
    const polish = eventResponseSchema.parse((await call(api, "GET", apiPaths.event(withSiblings.id))).body).data;
    expect(polish.name).not.toBe(withSiblings.name);
  });

  it.each(["999999", "abc", "0", "-1", "1.5", "99999999999999999999", "1e3", "%27%20OR%201=1", "%C3%28"])(
    "answers 404 event_not_found for the id %s",
    async (id) => {
      const answer = await call(api, "GET", `/api/v1/event/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "Nie znaleziono wydarzenia", code: "event_not_found" });
    },
  );
});

describe("media and health", () => {
  it("serves the images and documents the seed links to", async () => {
    const event = eventResponseSchema.parse((await call(api, "GET", apiPaths.event(1))).body).data;
    for (const url of [event.app_organizational_logo!, "/media/events/1.svg", "/media/maps/1.svg"]) {
      const answer = await call(api, "GET", url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("image/svg+xml");
      expect(answer.body).toMatch(/^<svg/);
    }
    const pdf = await fetch(`${api.url}/media/docs/regulamin.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call(api, "GET", "/media/logos/999.svg")).status).toBe(404);
  });

  it("reports healthy after querying the database", async () => {
    const answer = await call(api, "GET", apiPaths.health());
    expect(answer).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});

import { describe, expect, it } from "vitest";
import { filtersResponseSchema } from "#contract/filters";
import { inPanelOrder, placesOf } from "~/events/event-list.server";

describe("the filter panel's places", () => {
  it("may be missing from a filters list that names only spec §3's three", () => {
    const answer = { data: { organizator: [], category: ["Warsztaty"], age_group: ["Dorośli"] } };
    expect(filtersResponseSchema.parse(answer).data.localization).toBeUndefined();
  });

  it("are then gathered from the events, each once, in Polish alphabetical order", () => {
    const events = ["Sopot, Molo", "Gdynia, Skwer Kościuszki", "Łeba, Port", "Gdańsk, ul. Długa 1", "Sopot, Molo", "Zakopane"].map(
      (localization) => ({ localization }),
    );
    expect(placesOf(events)).toEqual(["Gdańsk, ul. Długa 1", "Gdynia, Skwer Kościuszki", "Łeba, Port", "Sopot, Molo", "Zakopane"]);
  });
});

describe("the filter panel's choices", () => {
  it("are in Polish alphabetical order whatever the server's, numbers by their value", () => {
    const organiser = (id: number, name: string) => ({ id, name, coordinates_x: 54.4, coordinates_y: 18.6 });
    const served = {
      organizator: [organiser(1, "Politechnika Gdańska"), organiser(2, "Park Oliwski"), organiser(3, "Państwowa Galeria"), organiser(4, "Akwarium")],
      category: ["Wykład", "Film", "Ćwiczenia", "Warsztaty"],
      age_group: ["11-14", "15-18", "3-6", "7-10", "Dorośli"],
      localization: ["ul. Łąkowa", "ul. Wojciecha", "ul. Długa"],
    };
    const ordered = inPanelOrder(served);
    expect(ordered.organizator.map((organiser) => organiser.name)).toEqual(["Akwarium", "Państwowa Galeria", "Park Oliwski", "Politechnika Gdańska"]);
    expect(ordered.category).toEqual(["Ćwiczenia", "Film", "Warsztaty", "Wykład"]);
    expect(ordered.age_group).toEqual(["3-6", "7-10", "11-14", "15-18", "Dorośli"]);
    expect(ordered.localization).toEqual(["ul. Długa", "ul. Łąkowa", "ul. Wojciecha"]);
    // Sorted once per list: the cached list's next page gets the same object.
    expect(inPanelOrder(served)).toBe(ordered);
  });
});

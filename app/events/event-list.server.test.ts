import { describe, expect, it } from "vitest";
import { filtersResponseSchema } from "#contract/filters";
import { placesOf } from "~/events/event-list.server";

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

import { describe, expect, it } from "vitest";
import { MAP_CENTRE } from "~/spec-constants";
import { mapCentreOf } from "./map-centre";

const at = (coordinates_x: number, coordinates_y: number) => ({ coordinates_x, coordinates_y });

describe("mapCentreOf", () => {
  it("opens on the middle of the organisers", () => {
    expect(mapCentreOf([at(54.35, 18.6), at(54.52, 18.56), at(54.44, 18.66)])).toEqual([54.435, 18.61]);
  });

  it("keeps the fixed centre with no organisers, or with one far from the rest (0°, 0° for want of an address)", () => {
    expect(mapCentreOf([])).toEqual(MAP_CENTRE);
    expect(mapCentreOf([at(54.35, 18.6), at(0, 0)])).toEqual(MAP_CENTRE);
  });
});

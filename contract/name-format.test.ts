import { describe, expect, it } from "vitest";
import { capitaliseWords } from "./name-format";

describe("capitaliseWords", () => {
  it("capitalises every word and each part of a double-barrelled name", () => {
    expect(capitaliseWords("  jan   KOWALSKI-nowak ")).toBe("Jan Kowalski-Nowak");
    expect(capitaliseWords("łucja żak")).toBe("Łucja Żak");
  });
});

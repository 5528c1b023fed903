import { describe, expect, it } from "vitest";
import { capitaliseWords } from "./name-format";

describe("capitaliseWords", () => {
  it("capitalises every word and each part of a double-barrelled name", () => {
    expect(capitaliseWords("  jan   KOWALSKI-nowak ")).toBe("Jan Kowalski-Nowak");
    expect(capitaliseWords("łucja żak")).toBe("Łucja Żak");
    expect(capitaliseWords("ŁUCJA ŻAK")).toBe("Łucja Żak");
  });

  it("keeps a name's own inner capitals and capitalises after an apostrophe", () => {
    expect(capitaliseWords("anna McDonald")).toBe("Anna McDonald");
    expect(capitaliseWords("leonardo diCaprio")).toBe("Leonardo DiCaprio");
    expect(capitaliseWords("sean o'brien")).toBe("Sean O'Brien");
    expect(capitaliseWords("SEAN O’BRIEN")).toBe("Sean O’Brien");
  });

  it("mends a name typed with Caps Lock on, and one whose accents came as combining marks", () => {
    expect(capitaliseWords("jAN kOWALSKI")).toBe("Jan Kowalski");
    expect(capitaliseWords("JAN GO\u0301RSKI")).toBe("Jan Górski");
    expect(capitaliseWords("łucja z\u0307ak")).toBe("Łucja Żak");
  });

  it("answers what it answered unchanged", () => {
    for (const typed of ["  jan   KOWALSKI-nowak ", "jAN kOWALSKI", "anna McDonald", "sean o'brien", "JAN GO\u0301RSKI", "mcDONALD"]) {
      const once = capitaliseWords(typed);
      expect(capitaliseWords(once), typed).toBe(once);
    }
  });
});

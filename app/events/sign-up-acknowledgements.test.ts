import { describe, expect, it, vi } from "vitest";
import { acknowledgementsOf, everyAcknowledgementTicked } from "~/events/sign-up-acknowledgements.server";

const eventWith = (count: number) => acknowledgementsOf({ id: 1, checkboxes: JSON.stringify(Array.from({ length: count }, (_, index) => ({ description: `Zgoda ${index}` }))) })!;
const form = (...ticked: string[]) => {
  const data = new FormData();
  for (const value of ticked) data.append("acknowledgement", value);
  return data;
};

describe("the sign-up form's acknowledgements (spec §5 'checkboxesEmpty')", () => {
  it("lets a sign-up go ahead only with every box of the event ticked, one or many", () => {
    expect(everyAcknowledgementTicked(form("0", "1"), eventWith(2))).toBe(true);
    expect(everyAcknowledgementTicked(form("1", "0"), eventWith(2))).toBe(true);
    expect(everyAcknowledgementTicked(form("0"), eventWith(1))).toBe(true);
    expect(everyAcknowledgementTicked(form("0"), eventWith(2))).toBe(false);
    expect(everyAcknowledgementTicked(form(), eventWith(1))).toBe(false);
  });

  it("asks nothing of an event without acknowledgements", () => {
    for (const checkboxes of [null, "", "[]"]) expect(everyAcknowledgementTicked(form(), acknowledgementsOf({ id: 1, checkboxes })!)).toBe(true);
  });

  it("has none to offer, and says so in the log, for conditions that are no list of them: no sign-up goes ahead", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // An event of this test's own: the log says each event's conditions once per process.
      const id = 1_000_000 + Math.floor(Math.random() * 1_000_000);
      for (const checkboxes of ["not json", '{"description":"Zgoda"}', '[{"text":"Zgoda"}]']) expect(acknowledgementsOf({ id, checkboxes }), checkboxes).toBeUndefined();
      expect(errors).toHaveBeenCalledWith(`Event ${id}: its checkboxes are no list of { description }, so no sign-up is offered: "not json"`);
      // Said once per event and text, not at every view of the page.
      acknowledgementsOf({ id, checkboxes: "not json" });
      expect(errors).toHaveBeenCalledTimes(3);
    } finally {
      errors.mockRestore();
    }
  });

  it("is not fooled by values of no box, and refuses a field that is not text", () => {
    expect(everyAcknowledgementTicked(form("0", "7", "0"), eventWith(2))).toBe(false);
    expect(everyAcknowledgementTicked(form("0", "1", "7"), eventWith(2))).toBe(true);
    const withFile = form("0");
    withFile.append("acknowledgement", new File(["1"], "1.txt"));
    expect(everyAcknowledgementTicked(withFile, eventWith(2))).toBe(false);
  });
});

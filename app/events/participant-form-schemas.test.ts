import { describe, expect, it } from "vitest";
import { removeParticipantIntent } from "~/events/participant-forms";
import { removeParticipantFormSchema } from "./participant-form-schemas";

describe("the participant's removal form", () => {
  const idOf = (participantId: string) => removeParticipantFormSchema.safeParse({ intent: removeParticipantIntent, participantId });

  it("takes the id as the page writes it", () => {
    expect(idOf("12").data?.participantId).toBe(12);
    expect(idOf("2147483647").data?.participantId).toBe(2_147_483_647);
  });

  it("refuses what the page never writes: spaces, exponents, signs, zero, and ids past the database's integers", () => {
    for (const written of [" 1", "1 ", "1e3", "+1", "-1", "0", "01", "1.0", "", "2147483648", "99999999999"]) {
      expect(idOf(written).success, JSON.stringify(written)).toBe(false);
    }
  });
});

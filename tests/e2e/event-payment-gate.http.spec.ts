import { expect } from "@playwright/test";
import { registrationStateOf } from "#contract/registration-state";
import { sameOriginHeaders } from "./support/portal-requests";
import { signedInTest as test } from "./support/signed-in";
import { festivalEvents } from "./event-data";

test.describe("an event with a payment gate", () => {
  test("refuses a crafted sign-up POST: the sign-up is the payment", async ({ signedInContext }) => {
    const event = (await festivalEvents()).find((candidate) => candidate.payment_gate && registrationStateOf(candidate, new Date()) === "open");
    if (!event) throw new Error("The demo festival has no open event with a payment gate");
    const response = await signedInContext.request.post(`/event/${event.id}`, {
      headers: sameOriginHeaders,
      form: { acknowledgement: "0" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Na to wydarzenie zapisujesz się, płacąc przez bramkę płatności.");
  });
});

import { describe, expect, it } from "vitest";
import { loader } from "~/routes/soon";
import { testLoadContext, testPortalConfig } from "../../tests/support/test-portal-config";

/** The page as the gate shows it, to a visitor without access. */
const load = (env: Record<string, string>, cookie = "") =>
  loader({
    request: new Request("http://portal.test/soon", { headers: { Cookie: cookie } }),
    context: { ...testLoadContext(testPortalConfig(undefined, env)), frontAccess: "closed" },
    params: {},
  });

describe("the coming-soon page", () => {
  it("sends a visitor with access home, however the address was written", async () => {
    const context = testLoadContext(testPortalConfig(undefined, { GATE_ENABLED: "true", GATE_TOKEN: "t" }));
    const answer = await loader({ request: new Request("http://portal.test/SOON/"), context, params: {} }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/");
  });
});

describe("the coming-soon page's opening time", () => {
  it("is the spec's own text without GATE_OPENS_AT", async () => {
    expect(await load({ GATE_ENABLED: "true", GATE_TOKEN: "t" })).toMatchObject({ opensAt: null });
  });

  it("is GATE_OPENS_AT's time in the festival's time zone, in the page's language", async () => {
    const env = { GATE_ENABLED: "true", GATE_OPENS_AT: "2026-09-12T08:00:00Z" };
    expect(await load(env)).toMatchObject({ opensAt: "12 września 2026, 10:00" });
    expect(await load(env, "language=ImVuIg%3D%3D")).toMatchObject({ opensAt: "12 September 2026, 10:00" });
  });
});

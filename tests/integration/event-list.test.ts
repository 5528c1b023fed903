import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFestivalApi } from "../../upstream/index";
import { createDatabaseFromTemplate } from "../support/pg-cluster";
import { loader } from "~/routes/_index";

type FestivalApi = Awaited<ReturnType<typeof startFestivalApi>>;

const context = { clientAddress: "127.0.0.1", cspNonce: "" };

function loadList(url = "http://portal.test/") {
  return loader({ request: new Request(url), context, params: {} });
}

/** Loader results are plain data, or data with a status (`data(…, { status })`). */
function statusAndData(result: Awaited<ReturnType<typeof loadList>>) {
  if ("init" in result && result.init) return { status: result.init.status ?? 200, data: result.data };
  return { status: 200, data: result as Exclude<typeof result, { init: unknown }> };
}

describe("event list loader against the festival API", () => {
  let festivalApi: FestivalApi;

  beforeAll(async () => {
    const databaseUrl = await createDatabaseFromTemplate(inject("pgAdminUrl"), "integration_event_list");
    festivalApi = await startFestivalApi({ port: 0, databaseUrl });
    process.env.FESTIVAL_API_URL = festivalApi.url;
  });
  afterAll(async () => {
    await festivalApi?.close();
  });

  it("renders the demo festival's events in Polish by default", async () => {
    const { status, data } = statusAndData(await loadList());
    expect(status).toBe(200);
    expect(data.status).toBe("ok");
    expect(data.language).toBe("pl");
    expect(data.events.length).toBeGreaterThanOrEqual(300);
  });

  it("answers 503 with the unavailable page when the festival API cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    process.env.FESTIVAL_API_URL = `http://127.0.0.1:${port}`;
    try {
      const { status, data } = statusAndData(await loadList());
      expect(status).toBe(503);
      expect(data.status).toBe("unavailable");
    } finally {
      process.env.FESTIVAL_API_URL = festivalApi.url;
    }
  });

  it("answers 503 when the festival API answers something that is not the contract", async () => {
    const garbage: Server = createServer((_request, response) => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ data: [{ id: "not a number" }] }));
    });
    await new Promise<void>((resolve) => garbage.listen(0, "127.0.0.1", resolve));
    process.env.FESTIVAL_API_URL = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`;
    try {
      const { status, data } = statusAndData(await loadList());
      expect(status).toBe(503);
      expect(data.events).toEqual([]);
    } finally {
      process.env.FESTIVAL_API_URL = festivalApi.url;
      await new Promise((resolve) => garbage.close(resolve));
    }
  });
});

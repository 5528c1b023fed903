import { createServer, connect, type AddressInfo, type Socket } from "node:net";
import { describe, expect, inject, it, vi } from "vitest";
import { serverMessages } from "../../contract/errors";
import { apiPaths } from "../../contract/paths";
import { DatabaseBusyError } from "../../upstream/db/database";
import { startFestivalApi } from "../../upstream/index";
import { call } from "./support/test-api";
import { openPgDatabase } from "../../upstream/db/pg-database";
import { createDatabaseFromTemplate } from "../support/pg-cluster";

// Real PostgreSQL only: PGlite has no pool.
describe("the festival API's PostgreSQL pool", () => {
  it("gives up on a statement that finds every connection busy for its whole wait, and serves the next once one is free", async () => {
    const url = await createDatabaseFromTemplate(inject("pgAdminUrl"), "contract_database_pool");
    const db = openPgDatabase(url, { maxConnections: 1, connectionWaitMs: 200 });
    try {
      let release = () => {};
      const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      // The festival API answers this error 'busy, try again' (503), instead of queueing the request without end.
      await expect(db.query("SELECT 1 AS one")).rejects.toBeInstanceOf(DatabaseBusyError);
      release();
      await held;
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe("a festival API whose PostgreSQL server goes away", () => {
  /** A TCP relay between the festival API and PostgreSQL: cut, the server is as good as stopped. */
  async function relayTo(databaseUrl: string) {
    const target = new URL(databaseUrl);
    const sockets = new Set<Socket>();
    const relay = createServer((client) => {
      const server = connect(Number(target.port), target.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on("error", () => undefined);
        socket.on("close", () => sockets.delete(socket));
      }
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayed = new URL(databaseUrl);
    relayed.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;
    return {
      url: relayed.toString(),
      cut: () => new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    };
  }

  it("answers its calls 503 'busy, try again', not 500, and its health check names no host", async () => {
    const relay = await relayTo(await createDatabaseFromTemplate(inject("pgAdminUrl"), "contract_database_gone"));
    const api = await startFestivalApi({ port: 0, databaseUrl: relay.url, config: { logOutbox: false } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await call(api, "GET", apiPaths.events("pl"))).status).toBe(200);
      await relay.cut();
      expect(await call(api, "GET", apiPaths.event(1))).toMatchObject({ status: 503, body: { code: "busy", message: serverMessages.busy } });
      const health = await call(api, "GET", apiPaths.health());
      expect(health).toMatchObject({ status: 503, body: { status: "unavailable" } });
      expect(JSON.stringify(health.body)).not.toContain("127.0.0.1");
      // The reason is the operator's, in the log.
      expect(errors.mock.calls.flat().join(" ")).toMatch(/the database (is unreachable|does not answer)/);
    } finally {
      errors.mockRestore();
      await api.close();
    }
  });
});

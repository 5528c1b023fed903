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
      // The pool's one connection made first: on a loaded machine opening it took longer than the 200 ms wait, and
      // the transaction's own checkout gave up as busy instead of the statement after it.
      await db.query("SELECT 1 AS one");
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
  /**
   * A TCP relay between the festival API and PostgreSQL: cut, the server is as good as stopped; frozen, it keeps the
   * connections open and passes nothing on, as a paused server or a network that drops packets does.
   */
  async function relayTo(databaseUrl: string) {
    const target = new URL(databaseUrl);
    const sockets = new Set<Socket>();
    let frozen = false;
    const relay = createServer((client) => {
      const server = connect(Number(target.port), target.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on("error", () => undefined);
        socket.on("close", () => sockets.delete(socket));
      }
      client.on("data", (chunk) => frozen || server.write(chunk));
      server.on("data", (chunk) => frozen || client.write(chunk));
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
      freeze: () => (frozen = true),
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

  it("answers its health check 503 when the server stops answering without closing the connection", async () => {
    const relay = await relayTo(await createDatabaseFromTemplate(inject("pgAdminUrl"), "contract_database_frozen"));
    const api = await startFestivalApi({ port: 0, databaseUrl: relay.url, config: { logOutbox: false } });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await call(api, "GET", apiPaths.health())).toMatchObject({ status: 200, body: { status: "ok" } });
      relay.freeze();
      // Before, the check waited for good on the connection the pool had open.
      expect(await call(api, "GET", apiPaths.health())).toMatchObject({ status: 503, body: { status: "unavailable" } });
      expect(errors.mock.calls.flat().join(" ")).toMatch(/the database does not answer: Operation timed out after 2000ms/);
    } finally {
      errors.mockRestore();
      await relay.cut();
      await api.close();
    }
  });
});

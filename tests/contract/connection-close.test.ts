import { Agent } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../contract/paths";
import { closed, sendThrough } from "../support/keep-alive-client";
import { useTestApi } from "./support/test-api";

const api = useTestApi("contract_connection_close");

/** One JSON request through a keep-alive agent, the body sent with a Content-Length or in chunks. */
function send(agent: Agent, method: string, path: string, body?: { text: string; chunked?: boolean }) {
  const headers = { Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) };
  return sendThrough(agent, api.url, { method, path, headers, body: body?.text, chunked: body?.chunked });
}

const oversized = JSON.stringify({ email: "x".repeat(200_000) });
const normal = JSON.stringify({ email: "keep-alive@example.org" });

describe("an early answer closes the connection cleanly", () => {
  let agent: Agent;
  beforeEach(() => {
    // One socket at a time: the next request would reuse the first one if it were kept alive.
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  it.each([
    ["with a Content-Length", false],
    ["sent in chunks", true],
  ])("a body over BODY_LIMIT_BYTES %s gets 413 with Connection: close; the keep-alive client's next requests work", async (_how, chunked) => {
    const refused = await send(agent, "POST", apiPaths.passwordRemind(), { text: oversized, chunked });
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe("close");
    expect(JSON.parse(refused.body)).toMatchObject({ code: "payload_too_large" });
    await closed(refused.socket);
    expect(refused.socketErrors).toEqual([]);

    const next = await send(agent, "GET", apiPaths.health());
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(refused.socket);
    // Ordinary answers keep the connection: the one after reuses it.
    expect(next.headers.connection).toBe("keep-alive");
    const after = await send(agent, "POST", apiPaths.passwordRemind(), { text: normal });
    expect(after.status).toBe(200);
    expect(after.socket).toBe(next.socket);
  });

  it("holds for fetch's keep-alive pool too", async () => {
    const post = (body: string) =>
      fetch(api.url + apiPaths.passwordRemind(), { method: "POST", headers: { "Content-Type": "application/json" }, body });
    const refused = await post(oversized);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    await refused.text();
    const next = await post(normal);
    expect(next.status).toBe(200);
  });
});

import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainAfterAnswerBytes, drainUnreadRequestBody } from "./unread-request-body";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(drainUnreadRequestBody);
  // As Remix does for a POST to a page without an action: the body becomes a web stream, and the answer goes
  // out without reading it.
  app.post("/no-action", (request, response) => {
    createReadableStreamFromReadable(request);
    response.status(405).send("Method Not Allowed");
  });
  app.get("/next", (_request, response) => {
    response.send("ok");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

function send(
  agent: Agent,
  method: string,
  path: string,
  bodyBytes = 0,
): Promise<{ status: number; connection: string | undefined; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ agent, method, host: "127.0.0.1", port, path, headers: bodyBytes ? { "Content-Length": bodyBytes } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection, socket: request.socket! }));
    });
    request.on("error", reject);
    request.end(bodyBytes ? Buffer.alloc(bodyBytes, "a") : undefined);
  });
}

describe("drainUnreadRequestBody", () => {
  it("reads the rest of a body nobody read, so the keep-alive connection's next request works", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await send(agent, "POST", "/no-action", 512 * 1024);
    expect(answer.status).toBe(405);
    expect(answer.connection).toBe("keep-alive");
    const next = await send(agent, "GET", "/next");
    expect(next.status).toBe(200);
    expect(next.socket).toBe(answer.socket);
    agent.destroy();
  });

  it("keeps the connection of a request without a body answered at once, before Node has marked it complete", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await send(agent, "GET", "/next");
    expect(answer.connection).toBe("keep-alive");
    const next = await send(agent, "GET", "/next");
    expect(next.status).toBe(200);
    expect(next.socket).toBe(answer.socket);
    agent.destroy();
  });

  it("answers a body larger than it drains with Connection: close; the client's next request gets a new connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answer = await send(agent, "POST", "/no-action", 2 * drainAfterAnswerBytes);
    expect(answer.status).toBe(405);
    expect(answer.connection).toBe("close");
    const next = await send(agent, "GET", "/next");
    expect(next.status).toBe(200);
    expect(next.socket).not.toBe(answer.socket);
    agent.destroy();
  });
});

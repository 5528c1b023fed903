import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { festivalApiMediaUrl, festivalApiMediaProxy } from "./festival-api-link";

/** A stand-in for the festival API's /media, answering what the running test told it to answer. */
const mediaAnswers = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
let festivalApi: Server;
let portal: Server;
let portalOrigin: string;
/** The wait limit of the portal's /impatient/media, short so the tests see it run out. */
const impatientWaitLimitMs = 200;
const poster = Buffer.alloc(256 * 1024, "poster");
/** The /media handler's runs so far, each settled when the handler has finished with its request. */
const proxyHandlings: Promise<void>[] = [];

function listenOnAnyPort(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** The address of a port nobody listens on: one the system gave us and we gave back. */
async function unreachableUrl(): Promise<string> {
  const server = createServer();
  const url = await listenOnAnyPort(server);
  await new Promise((resolve) => server.close(resolve));
  return url;
}

/** The stand-in's answer to `path`, once the festival API has sent the headers and first part of it. */
function answerWithPartOfPoster(path: string): Promise<ServerResponse> {
  return new Promise((resolve) => {
    mediaAnswers.set(path, (_request, response) => {
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": poster.length });
      response.write(poster.subarray(0, 16 * 1024), () => resolve(response));
    });
  });
}

/** Resolves once the socket is closed, whether it already was or closes later. */
function whenClosed(socket: Socket): Promise<unknown> {
  return socket.closed ? Promise.resolve() : once(socket, "close");
}

/** Reads the rest of a download; rejects when the connection breaks before the announced length. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  while (!(await reader.read()).done);
}

beforeAll(async () => {
  festivalApi = createServer((request, response) => {
    const answer = mediaAnswers.get(request.url!.replace(/^\/media/, ""));
    if (answer) answer(request, response);
    else response.writeHead(404).end();
  });
  const festivalApiUrl = await listenOnAnyPort(festivalApi);
  const app = express();
  const proxy = festivalApiMediaProxy(festivalApiUrl);
  // The handler's promise, to know when it has finished with a request (express does not wait for it).
  app.use("/media", (request, response, next) => void proxyHandlings.push(proxy(request, response, next) as unknown as Promise<void>));
  app.use("/impatient/media", festivalApiMediaProxy(festivalApiUrl, impatientWaitLimitMs));
  app.use("/unreachable/media", festivalApiMediaProxy(await unreachableUrl()));
  portal = createServer(app);
  portalOrigin = await listenOnAnyPort(portal);
});

afterAll(async () => {
  for (const server of [portal, festivalApi]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  mediaAnswers.clear();
});

/** The one line the proxy logged, once it has logged it. */
async function loggedLine(): Promise<string> {
  await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
  expect(consoleError).toHaveBeenCalledTimes(1);
  return String(consoleError.mock.calls[0][0]);
}

/** The portal's status for a GET of `path`, sent as written: fetch would resolve its dot segments before sending. */
function statusOfRawGet(path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(portalOrigin, { path }, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("festivalApiMediaUrl", () => {
  it("keeps a path under the festival API's /media, with its query", () => {
    expect(festivalApiMediaUrl("http://api.test", "/events/12.svg?v=2")?.href).toBe("http://api.test/media/events/12.svg?v=2");
    expect(festivalApiMediaUrl("http://api.test/festival", "/docs/regulamin.pdf")?.href).toBe("http://api.test/festival/media/docs/regulamin.pdf");
  });

  it("refuses a path whose dot segments, raw, percent-encoded or after backslashes, leave /media", () => {
    for (const path of ["/../outbox", "/%2e%2e/outbox", "/.%2E/openapi.json", "/events/..\\..\\outbox", "/events/%2e%2e/%2e%2e/festival-secret"]) {
      expect(festivalApiMediaUrl("http://api.test", path), path).toBeUndefined();
    }
    expect(festivalApiMediaUrl("http://api.test/festival", "/../../outbox")).toBeUndefined();
  });

  it("refuses encoded slashes and backslashes, which a server decoding before routing reads as more segments", () => {
    expect(festivalApiMediaUrl("http://api.test", "/events%2F..%2F..%2Foutbox")).toBeUndefined();
    expect(festivalApiMediaUrl("http://api.test", "/events%5c..%5coutbox")).toBeUndefined();
  });

  it("keeps dot segments that stay inside /media", () => {
    expect(festivalApiMediaUrl("http://api.test", "/events/../logos/3.svg")?.href).toBe("http://api.test/media/logos/3.svg");
  });
});

describe("festivalApiMediaProxy", () => {
  it("streams an image through with its content type and length", async () => {
    mediaAnswers.set("/poster.jpg", (_request, response) => {
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": poster.length, "Cache-Control": "public, max-age=3600" });
      response.end(poster);
    });
    const download = await fetch(`${portalOrigin}/media/poster.jpg`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/jpeg");
    expect(download.headers.get("content-length")).toBe(String(poster.length));
    expect(download.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await download.arrayBuffer()).equals(poster)).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers HEAD with the headers alone and refuses other methods with 405", async () => {
    mediaAnswers.set("/poster.jpg", (request, response) => {
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": poster.length });
      response.end(request.method === "HEAD" ? undefined : poster);
    });
    const head = await fetch(`${portalOrigin}/media/poster.jpg`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(poster.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect((await fetch(`${portalOrigin}/media/poster.jpg`, { method: "POST" })).status).toBe(405);
  });

  // An 'error' event nobody handles would be an uncaught exception, which fails the whole vitest run.
  it("survives a festival API that breaks off mid-body: the browser's download is cut and the failure logged", async () => {
    const festivalApiAnswer = answerWithPartOfPoster("/broken.jpg");
    const download = await fetch(`${portalOrigin}/media/broken.jpg`);
    expect(download.status).toBe(200);
    const reader = download.body!.getReader();
    await reader.read();
    (await festivalApiAnswer).socket!.destroy();
    await expect(readToEnd(reader)).rejects.toThrow();
    expect(await loggedLine()).toMatch(/^Media \/broken\.jpg broken off: /);
  });

  it("closes its request to the festival API when the browser leaves mid-download, and logs nothing", async () => {
    const festivalApiAnswer = answerWithPartOfPoster("/left.jpg");
    const browserLeaves = new AbortController();
    const download = await fetch(`${portalOrigin}/media/left.jpg`, { signal: browserLeaves.signal });
    await download.body!.getReader().read();
    const festivalApiSocket = (await festivalApiAnswer).socket!;
    browserLeaves.abort();
    await whenClosed(festivalApiSocket);
    await Promise.all(proxyHandlings);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("answers 404 to a path that climbs out of /media, and never asks the festival API", async () => {
    const festivalApiAsked = vi.fn();
    festivalApi.on("request", festivalApiAsked);
    try {
      for (const path of ["/media/%2e%2e/outbox", "/media/.%2E/outbox", "/media/events/..%5c..%5coutbox", "/media/events%2f..%2f..%2foutbox"]) {
        expect(await statusOfRawGet(path), path).toBe(404);
      }
    } finally {
      festivalApi.off("request", festivalApiAsked);
    }
    expect(festivalApiAsked).not.toHaveBeenCalled();
  });

  it("answers 502 when the festival API cannot be reached", async () => {
    const download = await fetch(`${portalOrigin}/unreachable/media/poster.jpg`);
    expect(download.status).toBe(502);
    expect(await loggedLine()).toMatch(/^Media \/poster\.jpg unavailable: /);
  });

  // The proxy's wait limit runs on a clock the test moves: on real time, a loaded machine that let 200 ms pass
  // before the stand-in had the request ran the limit out before the festival API was even asked.
  describe("on a controlled clock", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("answers 502 when the festival API keeps it waiting for its answer", async () => {
      const asked = new Promise<Socket>((resolve) => mediaAnswers.set("/silent.jpg", (request) => resolve(request.socket)));
      const answered = fetch(`${portalOrigin}/impatient/media/silent.jpg`);
      const festivalApiSocket = await asked;
      vi.advanceTimersByTime(impatientWaitLimitMs);
      expect((await answered).status).toBe(502);
      await whenClosed(festivalApiSocket);
      expect(await loggedLine()).toMatch(/^Media \/silent\.jpg unavailable: TimeoutError/);
    });

    it("cuts a download whose festival API stops sending mid-body", async () => {
      const festivalApiAnswer = answerWithPartOfPoster("/stalled.jpg");
      const download = await fetch(`${portalOrigin}/impatient/media/stalled.jpg`);
      expect(download.status).toBe(200);
      const reader = download.body!.getReader();
      await reader.read();
      let outcome: unknown;
      void readToEnd(reader).then(() => (outcome = "read to the end"), (error: unknown) => (outcome = error));
      // Moves the clock on until the proxy's wait for the next chunk has run out (vi.waitFor moves fake timers).
      await vi.waitFor(() => expect(outcome).toBeDefined(), { timeout: 4_000 });
      expect(outcome).toBeInstanceOf(Error);
      await whenClosed((await festivalApiAnswer).socket!);
      expect(await loggedLine()).toMatch(/^Media \/stalled\.jpg broken off: TimeoutError/);
    });
  });
});

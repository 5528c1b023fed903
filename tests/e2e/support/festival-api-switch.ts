import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "../../support/portal-process";

/** The ways the festival API fails the portal (issue 12 item 3), each as a real server would. */
export const outages = ["down", "hang", "500", "not JSON", "wrong shape"] as const;
export type Outage = (typeof outages)[number];

/** How the festival API behind the switch answers: as itself, or in one of the outages. */
export type FestivalApiBehaviour = "healthy" | Outage;

/**
 * A real HTTP server between a portal and the real festival API, whose behaviour a test switches: healthy (every
 * call passes through to the festival API), down (nothing listens on its port), hanging (calls are taken and never
 * answered), answering 500, answering bytes that are not JSON, or JSON of a shape no call of the contract answers.
 */
export interface FestivalApiSwitch {
  /** Where the portal finds the festival API. */
  readonly url: string;
  /** Calls that reached the switch since it started (a call while it is down never does). */
  readonly callsReceived: number;
  behave(behaviour: FestivalApiBehaviour): Promise<void>;
  stop(): Promise<void>;
}

/** What a crashed backend answers: its framework's error page, with a 500. */
function answerServerError(response: ServerResponse) {
  response.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
  response.end("<!doctype html><title>Server Error</title><h1>500 | Server Error</h1>");
}

/** An answer cut off mid-way: labelled JSON, but not JSON. */
function answerNotJson(response: ServerResponse) {
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end('{"data":[{"id":1,"name":"Warsztaty z robotyki","time_start":"2026-');
}

/** Valid JSON that is no answer of the contract: no `data`, no `token`, nothing a schema accepts. */
function answerWrongShape(response: ServerResponse) {
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ status: "ok", result: [{ id: "1", title: null }] }));
}

function passThrough(request: IncomingMessage, response: ServerResponse, festivalApi: URL) {
  const call = httpRequest(
    { host: festivalApi.hostname, port: festivalApi.port, method: request.method, path: request.url, headers: { ...request.headers, host: festivalApi.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  call.on("error", () => response.destroy());
  request.pipe(call);
}

/** Starts the switch on a free port, healthy, in front of the festival API at `festivalApiUrl`. */
export async function startFestivalApiSwitch(festivalApiUrl: string): Promise<FestivalApiSwitch> {
  const festivalApi = new URL(festivalApiUrl);
  const port = await freePort();
  let behaviour: FestivalApiBehaviour = "healthy";
  let callsReceived = 0;
  /** Calls taken while hanging, ended when the behaviour changes. */
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    callsReceived++;
    switch (behaviour) {
      case "healthy":
        return passThrough(request, response, festivalApi);
      case "hang":
        // Never answered: the portal gives up after FESTIVAL_API_TIMEOUT_MS and closes the connection.
        hanging.add(response);
        response.once("close", () => hanging.delete(response));
        return;
      case "500":
        return answerServerError(response);
      case "not JSON":
        return answerNotJson(response);
      case "wrong shape":
        return answerWrongShape(response);
      case "down":
        // Not listening; a connection the portal kept from before is refused like a new one.
        return response.destroy();
    }
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const close = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Kept-alive and hanging connections too, so the port refuses the portal's next call at once.
    server.closeAllConnections();
    return closed;
  };

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    get callsReceived() {
      return callsReceived;
    },
    async behave(next) {
      for (const response of hanging) response.destroy();
      if (next === "down" && server.listening) await close();
      if (next !== "down" && !server.listening) await listen();
      behaviour = next;
    },
    async stop() {
      for (const response of hanging) response.destroy();
      if (server.listening) await close();
    },
  };
}

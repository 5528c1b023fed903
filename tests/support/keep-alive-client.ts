import { request as httpRequest, type Agent, type IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";

/** A request for `sendThrough`. The body goes with a Content-Length, or with `chunked` in 16 KiB chunks without one. */
export interface KeepAliveRequest {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string;
  chunked?: boolean;
  /**
   * Send only this much of the body, then wait for the answer and never send the rest: a client that reads an
   * answer while still sending and stops when refused. The Content-Length (if any) still announces the whole body.
   */
  stopSendingAfter?: number;
}

export interface KeepAliveAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The connection the answer came on: the agent's next request reuses it unless it was closed. */
  socket: Socket;
  /** Errors the connection met while this answer was read and until it closed. */
  socketErrors: Error[];
}

/**
 * One request to the server at `baseUrl` through `agent`, a node:http keep-alive agent as a real client keeps its
 * connections: what tells whether an answer leaves the connection fit for the client's next request.
 */
export function sendThrough(
  agent: Agent,
  baseUrl: string,
  { method, path, headers = {}, body, chunked = false, stopSendingAfter }: KeepAliveRequest,
): Promise<KeepAliveAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const allHeaders = { ...headers };
    if (body !== undefined && !chunked) allHeaders["Content-Length"] = Buffer.byteLength(body);
    const socketErrors: Error[] = [];
    const request = httpRequest({ agent, method, host: url.hostname, port: url.port, path: url.pathname + url.search, headers: allHeaders }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text, socket: request.socket!, socketErrors }));
    });
    request.on("socket", (socket) => socket.on("error", (error) => socketErrors.push(error)));
    request.on("error", reject);
    if (body !== undefined && stopSendingAfter !== undefined) {
      request.write(body.slice(0, stopSendingAfter));
    } else if (body !== undefined && chunked) {
      // Several writes without a Content-Length: Node sends Transfer-Encoding: chunked.
      for (let offset = 0; offset < body.length; offset += 16 * 1024) request.write(body.slice(offset, offset + 16 * 1024));
      request.end();
    } else {
      request.end(body);
    }
  });
}

/** Settles once the connection is closed. */
export function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));
}

/**
 * The soak's view into the portal's memory (bench/soak.ts): loaded into the portal's process only by the soak,
 * with `node --import` before the built server (startPortal's `nodeArguments`), never by the server itself, so production
 * has no such endpoint. It listens on loopback at MEMORY_PROBE_PORT:
 * - `GET /memory`: process.memoryUsage() as it is, then after a full garbage collection. RSS alone mixes what the
 *   program keeps with what V8 has not yet collected or given back; the heap after a full collection is what is
 *   really kept, so a leak shows there as steady growth.
 * - `GET /heap-snapshot?file=…`: writes a heap snapshot (for DevTools' Memory tab, "Comparison" view) after a
 *   full collection and answers with its path.
 */
import { createServer, type ServerResponse } from "node:http";
import { setFlagsFromString, writeHeapSnapshot } from "node:v8";
import { runInNewContext } from "node:vm";

// The documented way to get `gc` without starting node with --expose-gc: the flag applies to contexts made after it.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

function answerJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

const port = Number(process.env.MEMORY_PROBE_PORT);
if (Number.isInteger(port) && port > 0) {
  const probe = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://probe.invalid");
    if (url.pathname === "/memory") {
      const asItIs = process.memoryUsage();
      collectGarbage();
      answerJson(response, 200, { asItIs, afterFullGc: process.memoryUsage() });
    } else if (url.pathname === "/heap-snapshot") {
      collectGarbage();
      answerJson(response, 200, { file: writeHeapSnapshot(url.searchParams.get("file") ?? undefined) });
    } else answerJson(response, 404, {});
  });
  probe.listen(port, "127.0.0.1");
  // The portal's own shutdown decides when the process ends; the probe must not keep it alive.
  probe.unref();
}

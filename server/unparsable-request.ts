import { STATUS_CODES, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { bilingualPage } from "./bilingual-page";

/** What a request whose address and headers are past Node's 16 KB gets: a page saying so, not a blank one. */
const oversizedRequestPage = bilingualPage({
  title: "Za długi adres",
  polish: "Adres strony lub ciasteczka przeglądarki są za długie, by je odczytać. Otwórz listę wydarzeń od nowa albo usuń ciasteczka tej strony.",
  english: "The page's address or the browser's cookies are too long to be read. Open the event list afresh, or clear this site's cookies.",
});

function rawAnswer(status: number, headers: Record<string, string | number> = {}, body = ""): string {
  const head = Object.entries({ ...headers, "Content-Length": Buffer.byteLength(body), Connection: "close" }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`;
}

const oversizedRequestAnswer = rawAnswer(
  431,
  // The security headers of every other answer that matter to a page without scripts, styles or frames.
  { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'", "X-Content-Type-Options": "nosniff" },
  oversizedRequestPage,
);

/** Node's own answers to the other requests it cannot read. */
const plainAnswers: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: rawAnswer(408),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: rawAnswer(413),
};
const badRequestAnswer = rawAnswer(400);

/** How long an answer to a client that does not read it may keep the connection. */
const answerFlushWaitMs = 2_000;

/**
 * Answers the requests Node's parser refuses before any middleware sees them, as Node does (400, 408 for the
 * slow-client limits, 413), except the one a visitor can meet: an address (a bookmarked list with hundreds of
 * filters typed in) or a cookie jar past 16 KB, which Node answered 431 with an empty body, a blank page in the
 * browser. Nothing is written once an answer on the connection has begun, as Node does.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answerUnderWay = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent;
    if (!socket.writable || answerUnderWay || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    socket.end(error.code === "HPE_HEADER_OVERFLOW" ? oversizedRequestAnswer : (plainAnswers[error.code ?? ""] ?? badRequestAnswer), () => socket.destroy());
    // Closed once the answer is out, or soon if the client does not read it: ending only our side left the
    // connection open for as long as the client kept its own (after a 408, nothing else ever closed it).
    setTimeout(() => socket.destroy(), answerFlushWaitMs).unref();
  });
}

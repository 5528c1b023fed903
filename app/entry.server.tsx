import { pipeline } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { serverI18n } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { localePreloadLinks } from "~/i18n/locale-preloads.server";
import { NonceProvider } from "~/shell/nonce";
import { closingTagsLast } from "~/http/closing-tags-last.server";
import { keepSessionAnswersPrivate } from "~/http/private-answers.server";
import { markRenderedVariant } from "~/http/rendered-variant.server";
import { nulFreeStream } from "~/http/nul-free-stream.server";
import { renderBatches } from "~/http/render-batches.server";

const streamTimeoutMs = 5_000;
export const streamTimeout = streamTimeoutMs;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const language = await languageOf(request);
  const i18n = serverI18n(language);

  // Crawlers get the whole document at once; browsers get the shell streamed as soon as it is ready (the portal
  // defers no data, so for them too it is the whole page, without JS as with it).
  const forCrawler = isbot(request.headers.get("user-agent") ?? "");
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolvePromise, reject) => {
    let shellRendered = false;
    const startStreaming = () => {
      shellRendered = true;
      // Not a plain PassThrough: React writes many 2 KB pieces in one go (joined by renderBatches), React 18 can
      // write NUL bytes at its buffer boundaries (see nulFreeStream), and single fetch's data scripts follow
      // </html> unless the closing tags move to the end (see closingTagsLast).
      const body = renderBatches();
      // A failed render destroys `body`; pipeline passes that on to the response instead of leaving it open.
      const document = pipeline(body, nulFreeStream(), closingTagsLast(), () => {});
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      markRenderedVariant(responseHeaders, language);
      const localePreloads = localePreloadLinks(remixContext, i18n);
      if (localePreloads) responseHeaders.append("Link", localePreloads);
      keepSessionAnswersPrivate(request, responseHeaders);
      resolvePromise(new Response(createReadableStreamFromReadable(document), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeoutMs} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!forCrawler) startStreaming();
        },
        onAllReady() {
          clearTimeout(abortTimer);
          if (forCrawler) startStreaming();
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged here; before it, the boundary renders them.
          if (shellRendered) console.error(error);
        },
      },
    );
    // Stops a render still waiting after the stream's timeout. Cleared once everything is rendered (React calls back
    // from a later turn, never from renderToPipeableStream itself): left running, it kept each page's render, and with
    // it the page's loader data, alive for six seconds after the answer.
    const abortTimer = setTimeout(abort, streamTimeoutMs + 1_000);
  });
}

/** Single fetch's data answers (`*.data`), which carry the same loaders' data as the pages. */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  markRenderedVariant(response.headers, await languageOf(request));
  keepSessionAnswersPrivate(request, response.headers);
  return response;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A client's mistake (a POST to a page without an action, a GET of an action-only URL) is answered, not logged.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import Backend from "i18next-fs-backend";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { resolve } from "node:path";
import { i18nConfig } from "~/i18n";
import { i18nextServer, localesDirectory } from "~/i18next.server";
import { NonceProvider } from "~/nonce";

const streamTimeoutMs = 5_000;
export const streamTimeout = streamTimeoutMs;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = createInstance();
  const language = await i18nextServer.getLocale(request);
  await i18n
    .use(initReactI18next)
    .use(Backend)
    .init({
      ...i18nConfig,
      lng: language,
      ns: i18nextServer.getRouteNamespaces(remixContext),
      backend: { loadPath: resolve(localesDirectory, "{{lng}}/{{ns}}.json") },
    });

  // Crawlers and browsers without JS get the whole document at once; others get the shell streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolvePromise, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeoutMs} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolvePromise(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged here; before it, the boundary renders them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeoutMs + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}

import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { defaultLanguage } from "~/i18n";
import { languageOf } from "~/language.server";
import { localesVersion } from "~/locales-version.server";
import { useNonce } from "~/nonce";
import appStyles from "~/styles/app.css";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { language: await languageOf(request), localesVersion: localesVersion() };
}

/** Marks <html> before first paint, so CSS can reveal enhancements only when scripts run (GOV.UK pattern). */
const markJsEnabled = "document.documentElement.classList.add('js-enabled')";

function Document({ language, localesVersionHash, children }: { language: string; localesVersionHash?: string; children: ReactNode }) {
  const nonce = useNonce();
  const { t } = useTranslation();
  return (
    <html lang={language} data-locales-version={localesVersionHash}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: markJsEnabled }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          {t("shell.skipToContent")}
        </a>
        <header className="top-bar">
          <Link to="/" className="top-bar__logo">
            {t("shell.festivalName")}
          </Link>
        </header>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <p>{t("shell.rights", { year: new Date().getFullYear() })}</p>
        </footer>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { language, localesVersion } = useLoaderData<typeof loader>();
  useChangeLanguage(language);
  return (
    <Document language={language} localesVersionHash={localesVersion}>
      <Outlet />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Document language={rootData?.language ?? defaultLanguage} localesVersionHash={rootData?.localesVersion}>
      <title>{t(notFound ? "errors.notFoundTitle" : "errors.unexpectedTitle")}</title>
      <h1>{t(notFound ? "errors.notFoundTitle" : "errors.unexpectedTitle")}</h1>
      <p>{t(notFound ? "errors.notFoundText" : "errors.unexpectedText")}</p>
      <p>
        <Link className="button" to="/">
          {t("errors.backToList")}
        </Link>
      </p>
    </Document>
  );
}

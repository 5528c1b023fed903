import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
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
import { CookieBanner } from "~/components/shell/CookieBanner";
import { useLargeText } from "~/components/shell/large-text";
import { Notifications } from "~/components/shell/Notifications";
import { SiteFooter } from "~/components/shell/SiteFooter";
import { TopBar } from "~/components/shell/TopBar";
import { takeFlashMessages } from "~/flash-message.server";
import { footerLinks } from "~/footer-links.server";
import { defaultLanguage, festivalTimeZone } from "~/i18n";
import { languageOf } from "~/language.server";
import { localesVersion } from "~/locales-version.server";
import { useNonce } from "~/nonce";
import { preferencesOf } from "~/preferences.server";
import { shellUserOf } from "~/shell-user.server";
import appStyles from "~/styles/app.css";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

function festivalYear(now: Date): number {
  return Number(new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: festivalTimeZone }).format(now));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [language, preferences, user, flash] = await Promise.all([
    languageOf(request),
    preferencesOf(request),
    shellUserOf(request),
    takeFlashMessages(request),
  ]);
  const shell = {
    language,
    localesVersion,
    user,
    largeText: preferences.largeText,
    cookieBannerVisible: preferences.cookieBannerVisible,
    flashMessages: flash.messages,
    // The Node server's gate (server/front-access-gate.ts) let this page through while the gate is closed.
    gateClosed: context.frontAccess === "closed",
    footerLinks,
    // The year comes from the server, so the page and its hydration agree even around New Year.
    year: festivalYear(new Date()),
    accessibilityStatementUrl: new URL("/accessibility", request.url).href,
  };
  return data(shell, { headers: flash.setCookie ? { "Set-Cookie": flash.setCookie } : undefined });
}

type RootData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Marks <html> before first paint, so CSS can reveal enhancements only when scripts run (GOV.UK pattern). */
const markJsEnabled = "document.documentElement.classList.add('js-enabled')";

function Document({ rootData, children }: { rootData: RootData | undefined; children: ReactNode }) {
  const nonce = useNonce();
  const { t } = useTranslation();
  const largeText = useLargeText(rootData?.largeText ?? false);
  const language = rootData?.language ?? defaultLanguage;
  const gateClosed = rootData?.gateClosed ?? false;
  return (
    <html lang={language} data-locales-version={rootData?.localesVersion}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {rootData ? <meta name="deklaracja-dostępności" content={rootData.accessibilityStatementUrl} /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: markJsEnabled }} />
        <Meta />
        <Links />
      </head>
      <body className={largeText ? "large-text" : undefined}>
        <a className="skip-link" href="#main-content">
          {t("shell.skipToContent")}
        </a>
        {rootData?.cookieBannerVisible ? <CookieBanner /> : null}
        <TopBar
          user={rootData?.user ?? null}
          language={language}
          largeText={largeText}
          year={rootData?.year ?? new Date().getFullYear()}
          gateClosed={gateClosed}
        />
        <main id="main-content" tabIndex={-1}>
          <Notifications messages={rootData?.flashMessages ?? []} />
          {children}
        </main>
        {rootData ? <SiteFooter links={rootData.footerLinks} year={rootData.year} gateClosed={gateClosed} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useLoaderData<typeof loader>();
  useChangeLanguage(rootData.language);
  return (
    <Document rootData={rootData}>
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
  const title = notFound ? t("errors.notFoundTitle") : t("errors.unexpectedTitle");
  return (
    <Document rootData={rootData}>
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{notFound ? t("errors.notFoundText") : t("errors.unexpectedText")}</p>
      <p>
        <Link className="button" to="/">
          {t("errors.backToList")}
        </Link>
      </p>
    </Document>
  );
}

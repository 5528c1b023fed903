import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  createPath,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { CookieBanner } from "~/shell/CookieBanner";
import { ErrorSummaryReport, titleOf, useErrorSummariesShown, usePageTitle } from "~/shell/page-title";
import { errorPageTexts, loadNetworkErrorCheck } from "~/shell/error-page";
import { useLargeText } from "~/shell/large-text";
import { useFocusAfterNavigation } from "~/shell/use-focus-after-navigation";
import { useHydratedMark } from "~/shell/use-hydrated";
import { Announcer } from "~/shell/announcer";
import { publicOriginOf } from "~/http/public-origin.server";
import { Notifications } from "~/shell/Notifications";
import { SiteFooter } from "~/shell/SiteFooter";
import { TopBar } from "~/shell/TopBar";
import { takeFlashMessages } from "~/shell/flash-message.server";
import { defaultLanguage, festivalTimeZone, isLanguage } from "~/i18n/i18n";
import { languageOf } from "~/i18n/language.server";
import { localesVersion } from "~/i18n/locales-version.server";
import { useNonce } from "~/shell/nonce";
import { preferencesOf } from "~/shell/preferences.server";
import { shellUserOf } from "~/account/shell-user.server";
import { useWithListQuery } from "~/events/carried-list-query";
import { rememberViewportWidthScript } from "~/events/list-viewport";
import { accessibilityStatementPath } from "~/legal/legal-paths";
import portalStyles from "~/styles/portal.css";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: portalStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Built once: an Intl formatter costs more to create than the rest of the root loader.
const festivalYearFormat = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: festivalTimeZone });

function festivalYear(now: Date): number {
  return Number(festivalYearFormat.format(now));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [language, preferences, user, flash] = await Promise.all([
    languageOf(request),
    preferencesOf(request),
    shellUserOf(request, context),
    takeFlashMessages(request, context),
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
    footerLinks: context.config.footerLinks,
    // The year comes from the server, so the page and its hydration agree even around New Year.
    year: festivalYear(new Date()),
    accessibilityStatementUrl: new URL(accessibilityStatementPath, publicOriginOf(request, context.config)).href,
  };
  return data(shell, { headers: flash.setCookie ? { "Set-Cookie": flash.setCookie } : undefined });
}

type RootData = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * Run before first paint: marks <html>, so CSS can reveal enhancements only when scripts run (GOV.UK pattern), and
 * records the window's width for the event list's next request (list-viewport.ts), from whichever page the list is
 * then reached.
 */
const beforeFirstPaint = `document.documentElement.classList.add('js-enabled');${rememberViewportWidthScript}`;

/**
 * The page around every route. Its <title> names the leaf route's page (app/shell/page-title.ts), or `title` from
 * the error boundary, whose page has no route data, then the site: the title belongs in <head>, never in <main>.
 */
function Document({ rootData, title, children }: { rootData: RootData | undefined; title?: string; children: ReactNode }) {
  const nonce = useNonce();
  const { t, i18n } = useTranslation();
  const page = usePageTitle();
  const errorSummaries = useErrorSummariesShown();
  const failed = page.failed || errorSummaries.anyShown;
  const pageName = title ?? (page.title && failed ? `${t("errors.titlePrefix")} ${page.title}` : page.title);
  const documentTitle = pageName === undefined ? undefined : titleOf(pageName, t("shell.festivalName"));
  const largeText = useLargeText(rootData?.largeText ?? false);
  // Without the root loader's data (it threw), the language the texts are rendered in (entry.server.tsx).
  const language = rootData?.language ?? (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
  const gateClosed = rootData?.gateClosed ?? false;
  useFocusAfterNavigation((rootData?.flashMessages.length ?? 0) > 0);
  useHydratedMark();
  // In the document, not the App: a page that opened as an error page (a 404) has its own next clicks.
  useEffect(() => void loadNetworkErrorCheck(), []);
  return (
    <html lang={language} data-locales-version={rootData?.localesVersion}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {documentTitle === undefined ? null : <title>{documentTitle}</title>}
        {rootData ? <meta name="deklaracja-dostępności" content={rootData.accessibilityStatementUrl} /> : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: beforeFirstPaint }} />
        <Meta />
        <Links />
      </head>
      <body className={largeText ? "large-text" : undefined}>
        <a className="skip-link" href="#main-content">
          {t("shell.skipToContent")}
        </a>
        {rootData?.cookieBannerVisible ? <CookieBanner /> : null}
        <Announcer>
          <TopBar
            user={rootData?.user ?? null}
            language={language}
            largeText={largeText}
            year={rootData?.year ?? new Date().getFullYear()}
            gateClosed={gateClosed}
          />
          <main id="main-content" tabIndex={-1}>
            <Notifications messages={rootData?.flashMessages ?? []} language={language}>
              <ErrorSummaryReport.Provider value={errorSummaries.report}>{children}</ErrorSummaryReport.Provider>
            </Notifications>
          </main>
          {rootData ? <SiteFooter links={rootData.footerLinks} year={rootData.year} gateClosed={gateClosed} /> : null}
        </Announcer>
        <ScrollRestoration nonce={nonce} />
        {/* Every page works before its scripts run, so they are fetched after what paints it (the stylesheet, the
            images). At their default High priority Chromium fetches ~25 module files alongside the stylesheet, and
            Lighthouse counts them as render-blocking: its simulated first paint on a phone went from ~2.1 s to
            ~0.8 s with Low. patches/@remix-run+react+2.17.5.patch passes the priority to the modulepreload links,
            which it has an inline script add, so a browser without JavaScript downloads none of the modules. */}
        <Scripts nonce={nonce} modulePreloadPriority="low" />
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
  const page = errorPageTexts(error, t);
  const withListQuery = useWithListQuery();
  const location = useLocation();
  if (!page.expected) console.error(error);
  return (
    // Named as every other page is: what it is, as its h1 says, then the site's name.
    <Document rootData={rootData} title={page.title}>
      <h1>{page.title}</h1>
      <p>{page.text}</p>
      {page.retry ? (
        <p>
          {/* A whole page load, not a client navigation: if the connection is still down, the browser says so. Without
              the address's #fragment, which would only scroll this page. */}
          <a className="button" href={createPath({ pathname: location.pathname, search: location.search })}>
            {t("errors.tryAgain")}
          </a>
        </p>
      ) : null}
      <p>
        <Link className="button" to={withListQuery("/")}>
          {t("errors.backToList")}
        </Link>
      </p>
    </Document>
  );
}

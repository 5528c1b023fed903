import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nConfig } from "~/i18n/i18n";
import { localeFetchBackend } from "~/i18n/locale-fetch-backend";

/** The language and the locale files' version come from the server-rendered <html> element. */
async function hydrate() {
  const root = document.documentElement;
  await i18next
    .use(initReactI18next)
    .use(localeFetchBackend(root.dataset.localesVersion ?? ""))
    .init({ ...i18nConfig, lng: root.lang, ns: getInitialNamespaces() });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error("Hydration failed; the page keeps working without JS", error));

import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ReturnFields } from "~/shell/ReturnFields";

/**
 * The cookie banner (spec §2): 'Ok' stores the acceptance for a year, the close icon hides it for this visit.
 * Both are POSTs; with JS the banner goes away at once, and the focus its button had goes on to what follows it
 * (the top bar's first control) instead of falling to the page (WCAG 2.4.3).
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "cookie-banner" });
  if (fetcher.formData) return null;
  return (
    <section className="cookie-banner" aria-label={t("shell.cookieBannerLabel")}>
      <p className="cookie-banner__text">{t("shell.cookieBannerText")}</p>
      <fetcher.Form method="post" action="/preferences/cookies" className="cookie-banner__actions" onSubmit={moveFocusPastTheBanner}>
        <ReturnFields answerInPlace />
        <button type="submit" name="intent" value="accept" className="button">
          {t("shell.cookieBannerAccept")}
        </button>
        <button type="submit" name="intent" value="close" className="cookie-banner__close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("shell.cookieBannerClose")}</span>
        </button>
      </fetcher.Form>
    </section>
  );
}

function moveFocusPastTheBanner(event: FormEvent<HTMLFormElement>) {
  const next = event.currentTarget.closest("section")?.nextElementSibling?.querySelector<HTMLElement>("a[href], button, summary");
  // After React has taken the banner away.
  requestAnimationFrame(() => next?.focus());
}

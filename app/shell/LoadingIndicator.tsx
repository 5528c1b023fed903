import { useFetchers, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The global loading indicator (spec §2: it shows around each call), for navigations and submissions and for
 * the calls a page makes in place (a favourite's heart, the text size, the cookie banner: fetchers). The status
 * region is always in the page, so screen readers announce the text politely when it appears.
 */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== "idle";
  const calling = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const busy = navigating || calling;
  return (
    <div role="status" className="loading-indicator">
      {busy ? (
        <>
          <span className="loading-indicator__bar" aria-hidden="true" />
          <span className="visually-hidden">{t("shell.loading")}</span>
        </>
      ) : null}
    </div>
  );
}

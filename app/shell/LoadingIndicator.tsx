import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * How long a call runs before a screen reader hears 'Wczytywanie…': a quick one (each search as it is typed, a
 * heart) says nothing, so the status region does not talk over what the call then changes.
 */
const announceAfterMs = 1000;

/**
 * The global loading indicator (spec §2: it shows around each call), for navigations and submissions and for
 * the calls a page makes in place (a favourite's heart, the text size, the cookie banner: fetchers). The status
 * region is always in the page, so screen readers announce the text politely when it appears, once the call has
 * run for a second.
 */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== "idle";
  const calling = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const busy = navigating || calling;
  const [longCall, setLongCall] = useState(false);
  useEffect(() => {
    if (!busy) return setLongCall(false);
    const timer = setTimeout(() => setLongCall(true), announceAfterMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div role="status" className="loading-indicator">
      {busy ? <span className="loading-indicator__bar" aria-hidden="true" /> : null}
      {busy && longCall ? <span className="visually-hidden">{t("shell.loading")}</span> : null}
    </div>
  );
}

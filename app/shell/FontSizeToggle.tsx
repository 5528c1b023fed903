import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useAnnounce } from "~/shell/announcer";
import { largeTextFetcherKey, largeTextField, useLargeText } from "~/shell/large-text";
import { ReturnFields } from "~/shell/ReturnFields";

/**
 * 'A+' / 'A-' (spec §2): a POST that works without JS; with JS a fetcher changes the text size in place, and the
 * Announcer says so (not every screen reader reads out the button's new name).
 */
export function FontSizeToggle({ savedLargeText }: { savedLargeText: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: largeTextFetcherKey });
  const largeText = useLargeText(savedLargeText);
  const announce = useAnnounce();
  return (
    <fetcher.Form method="post" action="/preferences/large-text" className="font-size-toggle">
      <ReturnFields answerInPlace />
      <button
        type="submit"
        name={largeTextField}
        value={largeText ? "off" : "on"}
        className="top-bar__control"
        onClick={() => announce(t(largeText ? "shell.largeTextOff" : "shell.largeTextOn"))}
      >
        {/* The visible label starts the accessible name, so speech users can say what they see (WCAG 2.5.3). */}
        {largeText ? "A-" : "A+"} <span className="visually-hidden">{largeText ? t("shell.smallerText") : t("shell.largerText")}</span>
      </button>
    </fetcher.Form>
  );
}

import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The global loading indicator (spec §2), for navigations and submissions. The status region is always in the
 * page, so screen readers announce the text politely when it appears.
 */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
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

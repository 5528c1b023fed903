import { useTranslation } from "react-i18next";
import { panelPath } from "~/account/account-paths";
import { panelEndedPath, panelFavouritesPath, panelReviewsPath } from "~/account/panel-paths";
import { TabLinks } from "~/components/TabLinks";

/**
 * The panel's tabs (spec §2 "User events", ARCHITECTURE.md "Panel URLs"), one line each: its id (the label is
 * `account:panel.tabs.<id>`) and its URL. Each panel route shows the bar with its own tab current. The 'add
 * opinion' tab shows only once any registered event has started (spec §2), which panel.server.ts decides.
 */
const panelTabs = [
  { id: "registered", to: panelPath },
  { id: "favorites", to: panelFavouritesPath },
  { id: "ended", to: panelEndedPath, onceStarted: true },
  { id: "reviews", to: panelReviewsPath },
] as const;

export type PanelTabId = (typeof panelTabs)[number]["id"];

export function PanelTabs({ current, showsEnded }: { current: PanelTabId; showsEnded: boolean }) {
  const { t } = useTranslation("account");
  const shown = panelTabs.filter((tab) => showsEnded || !("onceStarted" in tab) || tab.id === current);
  return (
    <TabLinks
      label={t("panel.tabsLabel")}
      tabs={shown.map((tab) => ({ to: tab.to, label: t(`panel.tabs.${tab.id}`), current: tab.id === current }))}
    />
  );
}

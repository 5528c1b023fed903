import { useTranslation } from "react-i18next";
import { panelPath } from "~/account/account-paths";
import { TabLinks } from "~/components/TabLinks";

/**
 * The panel's tabs (spec §2 "User events", ARCHITECTURE.md "Panel URLs"), one line each: its id (the label is
 * `account:panel.tabs.<id>`) and its URL. Each panel route shows the bar with its own tab current.
 */
const panelTabs = [{ id: "registered", to: panelPath }] as const;

export type PanelTabId = (typeof panelTabs)[number]["id"];

export function PanelTabs({ current }: { current: PanelTabId }) {
  const { t } = useTranslation("account");
  return (
    <TabLinks
      label={t("panel.tabsLabel")}
      tabs={panelTabs.map((tab) => ({ to: tab.to, label: t(`panel.tabs.${tab.id}`), current: tab.id === current }))}
    />
  );
}

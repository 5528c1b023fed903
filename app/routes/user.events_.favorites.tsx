import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { comingFirst } from "~/account/panel-events";
import { loadPanelAlongside } from "~/account/panel.server";
import { panelHandle } from "~/account/panel-route";
import { EmptyWithListLink, PanelEventList } from "~/account/PanelEventList";
import { PanelTabs } from "~/account/PanelTabs";
import { translatorFor } from "~/i18n/i18next.server";
import { titleOf } from "~/shell/page-title";

export const handle = panelHandle;

/** The panel's 'favourites' tab (spec §2 "User events"): the events the user marked with the heart. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [{ language, tabs, cards, now }, favourites] = await loadPanelAlongside({ request, context }, (api, language) => api.favourites(language));
  const t = translatorFor(language, "account");
  return { title: titleOf(t("panel.tabs.favorites"), t("panel.heading")), language, tabs, cards: cards(comingFirst(favourites, now)) };
}

export default function FavouriteEventsPage() {
  const { language, tabs, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("panel.heading")}</h1>
      <PanelTabs current="favorites" showsEnded={tabs.showsEnded} />
      <PanelEventList
        id="favourite-events-heading"
        heading={t("panel.favoritesHeading")}
        cards={cards}
        language={language}
        empty={<EmptyWithListLink text={t("panel.favoritesEmpty")} />}
        cardsLeaveWhenUnfavourited
      />
    </>
  );
}

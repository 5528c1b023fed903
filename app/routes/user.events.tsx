import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { comingFirst } from "~/account/panel-events";
import { loadPanel } from "~/account/panel.server";
import { panelCalendarPath } from "~/account/panel-paths";
import { panelHandle } from "~/account/panel-route";
import { EmptyWithListLink, PanelEventList } from "~/account/PanelEventList";
import { PanelTabs } from "~/account/PanelTabs";
import { translatorFor } from "~/i18n/i18next.server";

export const handle = panelHandle;

/** The panel's 'registered' tab (spec §2 "User events"): the events the user signed up for, as the list's cards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, registered, tabs, cards, now } = await loadPanel({ request, context });
  const t = translatorFor(language, "account");
  return { title: t("panel.heading"), language, tabs, cards: cards(comingFirst(registered, now)) };
}

export default function RegisteredEventsPage() {
  const { language, tabs, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("panel.heading")}</h1>
      <PanelTabs current="registered" showsEnded={tabs.showsEnded} />
      {cards.length > 0 ? (
        <p>
          {/* A file download, not a page: `reloadDocument` lets the browser fetch it. */}
          <Link to={panelCalendarPath} reloadDocument download>
            {t("panel.calendar")}
          </Link>
        </p>
      ) : null}
      <PanelEventList
        id="registered-events-heading"
        heading={t("panel.registeredHeading")}
        cards={cards}
        language={language}
        empty={<EmptyWithListLink text={t("panel.empty")} />}
      />
    </>
  );
}

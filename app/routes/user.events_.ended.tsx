import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { panelPath } from "~/account/account-paths";
import { endedRegistrations } from "~/account/panel-events";
import { loadPanel } from "~/account/panel.server";
import { panelHandle } from "~/account/panel-route";
import { PanelEventList } from "~/account/PanelEventList";
import { PanelTabs } from "~/account/PanelTabs";
import { translatorFor } from "~/i18n/i18next.server";
import { titleOf } from "~/shell/page-title";

export const handle = panelHandle;

/**
 * The panel's 'add opinion' tab (spec §2, ARCHITECTURE.md "Panel URLs"): the user's registrations whose event
 * has ended, the ones still to rate first, each card leading to its event page, where the review form is.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, registered, now, tabs, cards } = await loadPanel({ request, context });
  const ended = endedRegistrations(registered, now);
  const t = translatorFor(language, "account");
  return {
    title: titleOf(t("panel.tabs.ended"), t("panel.heading")),
    language,
    tabs,
    toRate: cards(ended.filter((event) => !event.isRated)),
    rated: cards(ended.filter((event) => event.isRated)),
  };
}

export default function EndedEventsPage() {
  const { language, tabs, toRate, rated } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const anyEnded = toRate.length + rated.length > 0;
  return (
    <>
      <h1>{t("panel.heading")}</h1>
      <PanelTabs current="ended" showsEnded={tabs.showsEnded} />
      {anyEnded ? (
        <>
          <p>{t("panel.endedIntro")}</p>
          <PanelEventList id="events-to-rate-heading" heading={t("panel.toRateHeading")} headingHidden={false} cards={toRate} language={language} />
          <PanelEventList id="rated-events-heading" heading={t("panel.ratedHeading")} headingHidden={false} cards={rated} language={language} />
        </>
      ) : (
        <PanelEventList
          id="ended-events-heading"
          heading={t("panel.endedHeading")}
          cards={[]}
          language={language}
          empty={
            <>
              <p>{t("panel.endedEmpty")}</p>
              <p>
                <Link to={panelPath} className="button">
                  {t("panel.endedEmptyAction")}
                </Link>
              </p>
            </>
          }
        />
      )}
    </>
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ratedEvents } from "~/account/panel-events";
import { panelEndedPath } from "~/account/panel-paths";
import { loadPanel } from "~/account/panel.server";
import { panelHandle } from "~/account/panel-route";
import { PanelEventList } from "~/account/PanelEventList";
import { PanelTabs } from "~/account/PanelTabs";
import { translatorFor } from "~/i18n/i18next.server";

export const handle = panelHandle;

/** Spec §2 "Reviews" (`/user/reviews`): the ended events the user has rated, each leading to its review. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language, registered, now, tabs, cards } = await loadPanel({ request, context });
  const t = translatorFor(language, "account");
  return { title: t("reviews.heading"), language, tabs, cards: cards(ratedEvents(registered, now)) };
}

export default function ReviewsPage() {
  const { language, tabs, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("reviews.heading")}</h1>
      <PanelTabs current="reviews" showsEnded={tabs.showsEnded} />
      <PanelEventList
        id="rated-events-heading"
        heading={t("reviews.listHeading")}
        cards={cards}
        language={language}
        empty={
          <>
            <p>{t("reviews.empty")}</p>
            <p>
              <Link to={panelEndedPath} className="button">
                {t("reviews.emptyAction")}
              </Link>
            </p>
          </>
        }
      />
    </>
  );
}

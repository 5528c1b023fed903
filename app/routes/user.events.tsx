import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PanelTabs } from "~/account/PanelTabs";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { EventCard } from "~/events/EventCard";
import { toEventCardData } from "~/events/event-card-data";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import accountStyles from "~/styles/account.css";
import eventStyles from "~/styles/events.css";

export const handle = { i18n: ["common", "events", "account"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: eventStyles },
  { rel: "stylesheet", href: accountStyles },
];

/** The panel's 'registered' tab (spec §2 "User events"): the events the user signed up for, as the list's cards. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireVerifiedUser({ request, context });
  const language = await languageOf(request);
  const events = await api.userEvents(language);
  const t = translatorFor(language, "account");
  const now = new Date();
  return {
    title: t("panel.title"),
    language,
    cards: events.map((event) => toEventCardData(event, now)),
  };
}

export default function RegisteredEventsPage() {
  const { language, cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <>
      <h1>{t("panel.heading")}</h1>
      <PanelTabs current="registered" />
      <section aria-labelledby="registered-events-heading" className="panel-events">
        <h2 id="registered-events-heading" className="visually-hidden">
          {t("panel.registeredHeading")}
        </h2>
        {cards.length > 0 ? (
          <ul className="event-list">
            {cards.map((event) => (
              <EventCard key={event.id} event={event} language={language} />
            ))}
          </ul>
        ) : (
          <div className="panel-empty">
            <p>{t("panel.empty")}</p>
            <p>
              <Link to="/" className="button">
                {t("panel.emptyAction")}
              </Link>
            </p>
          </div>
        )}
      </section>
    </>
  );
}

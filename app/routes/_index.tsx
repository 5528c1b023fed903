import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Event } from "#contract/event";
import { formatEventDateRange } from "~/event-dates";
import { FestivalApiError, festivalApiFor } from "~/festival-api.server";
import { i18nextServer } from "~/i18next.server";
import { languageOf } from "~/language.server";
import type { Language } from "~/i18n";

export const handle = { i18n: ["common", "events"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await languageOf(request);
  const t = await i18nextServer.getFixedT(language, "events");
  try {
    const events = await festivalApiFor({ request, context }).events(language);
    return { title: t("list.title"), language, status: "ok" as const, events };
  } catch (error) {
    if (!(error instanceof FestivalApiError)) throw error;
    console.error(`Event list unavailable: ${error.message}`);
    return data({ title: t("list.unavailableTitle"), language, status: "unavailable" as const, events: [] }, { status: 503 });
  }
}

export default function EventListPage() {
  const { status, events, language } = useLoaderData<typeof loader>();
  const { t } = useTranslation("events");
  if (status === "unavailable") return <ListUnavailable />;
  return (
    <>
      <h1>{t("list.heading")}</h1>
      {events.length === 0 ? (
        <p>{t("list.notFound")}</p>
      ) : (
        <ul className="event-list">
          {events.map((event) => (
            <EventListItem key={event.id} event={event} language={language} />
          ))}
        </ul>
      )}
    </>
  );
}

function EventListItem({ event, language }: { event: Event; language: Language }) {
  return (
    <li className="event-card">
      <h2 className="event-card__name">
        <Link to={`/event/${event.id}`}>{event.name}</Link>
      </h2>
      <p>
        <time dateTime={event.date_start}>{formatEventDateRange(event.date_start, event.date_end, language)}</time>
      </p>
      <p>{event.localization}</p>
    </li>
  );
}

function ListUnavailable() {
  const { t } = useTranslation("events");
  return (
    <>
      <h1>{t("list.unavailableTitle")}</h1>
      <p role="alert">{t("list.unavailableText")}</p>
      <p>
        <Link className="button" to="." reloadDocument>
          {t("list.retry")}
        </Link>
      </p>
    </>
  );
}

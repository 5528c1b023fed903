import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatEventDateRange } from "~/event-dates";
import { FestivalApiError, festivalApiFor } from "~/festival-api.server";
import { languageOf } from "~/language.server";

export const handle = { i18n: ["common", "events"] };

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.name }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  // Spec §8: an event the festival API does not know sends the visitor home.
  if (!Number.isInteger(id) || id <= 0) throw redirect("/");
  const language = await languageOf(request);
  try {
    const event = await festivalApiFor({ request, context }).event(id, language);
    return { event, language };
  } catch (error) {
    if (error instanceof FestivalApiError && error.status === 404) throw redirect("/");
    throw error;
  }
}

export default function EventPage() {
  const { event, language } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1>{event.name}</h1>
      <p>
        <time dateTime={event.date_start}>{formatEventDateRange(event.date_start, event.date_end, language)}</time>
      </p>
      <p>{event.localization}</p>
      <p className="event-description">{event.description}</p>
    </article>
  );
}

import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EventCard } from "~/events/EventCard";
import { toEventCardData } from "~/events/event-card-data";
import { EventFilterPanel, filterFormId, useSubmitFilters } from "~/events/EventFilterPanel";
import { EventPagination } from "~/events/EventPagination";
import { OrganiserMapSection } from "~/events/map/OrganiserMapSection";
import { countActiveFilters, eventListHref, eventListQuery, parseEventFilters, parsePageNumber } from "~/events/event-filters";
import { filterChoices, findEvents } from "~/events/event-list.server";
import { festivalApiFor } from "~/festival-api/festival-api.server";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { descriptionMeta } from "~/shell/description-meta";
import { listViewportOf } from "~/events/list-viewport.server";
import { pageSizeForViewport, slicePage } from "~/events/pagination";
import { sendUnverifiedPhoneToSms } from "~/account/route-guards.server";
import { userEventFlags, withUserFlags } from "~/events/user-event-flags.server";
import { titleOf } from "~/shell/page-title";
import { pageRedirect } from "~/http/page-redirect.server";

export const handle = { i18n: ["common", "events"] };

export const meta = descriptionMeta;

/**
 * The viewport width picks the page size and the filter panel's first state (spec §9, list-viewport.server.ts); the
 * loader adds Critical-CH where the width hint should be asked for again.
 */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const answer = new Headers(loaderHeaders);
  answer.set("Accept-CH", "Sec-CH-Viewport-Width");
  answer.set("Vary", "Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, Cookie");
  return answer;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await sendUnverifiedPhoneToSms({ request, context });
  const url = new URL(request.url);
  const filters = parseEventFilters(url.searchParams);
  const requestedPage = parsePageNumber(url.searchParams);
  // One URL per list: a raw form submission (JS off) lands on the short canonical query.
  const canonicalQuery = eventListQuery(filters, requestedPage).toString();
  if (url.searchParams.toString() !== canonicalQuery) throw pageRedirect(request, canonicalQuery ? `/?${canonicalQuery}` : "/");

  const language = await languageOf(request);
  const t = translatorFor(language, "events");
  const viewport = listViewportOf(request.headers);
  // Spec §8: the user's own flags are only logged when they fail; the list shows without them. A user still owing
  // the e-mail step has none yet (the festival API lists sign-ups and favourites of verified accounts only) and
  // browses the list as a visitor does (spec §2).
  const userFlags = user?.email_verified
    ? festivalApiFor({ request, context }, { unavailable: "log" }).then((api) => userEventFlags(api, language))
    : undefined;
  // The list every visitor shares (event-cache.server.ts): while the festival API is down its cached copy
  // answers; with none, the festival API client throws the 503 page.
  const [events, options, flags] = await Promise.all([findEvents(context, language, filters), filterChoices(context, language), userFlags]);
  const slice = slicePage(events, requestedPage, viewport.pageSize);
  // A page past the end (a bookmark from a screen of another width, a list that has shrunk) is the last page, at its own
  // URL. It takes that address's place in the history, as an HTTP redirect does (pageRedirect): with JS, Back to a page
  // that has since become past the end (the window resized to a larger page size) would otherwise add the last page
  // after it, and each Back land there again; a link to it keeps the page it was on.
  if (slice.page !== requestedPage) throw pageRedirect(request, eventListHref(filters, slice.page));
  const now = new Date();
  const payload = {
    // A later page says which in its title, named first as a tab is (WCAG 2.4.2): the h1 is the same on every page.
    title: slice.page > 1 ? titleOf(t("list.pageTitle", { page: slice.page, pageCount: slice.pageCount }), t("list.heading")) : t("list.heading"),
    description: t("list.description"),
    language,
    filters,
    activeFilterCount: countActiveFilters(filters),
    options,
    cards: withUserFlags(slice.items, flags).map((event) => toEventCardData(event, now)),
    page: slice.page,
    pageCount: slice.pageCount,
    pageSize: viewport.pageSize,
    widthKnown: viewport.widthKnown,
    total: slice.total,
    panelOpen: viewport.filterPanelOpen,
    mapTiles: context.config.mapTiles,
  };
  return data(payload, { headers: viewport.widthHintCritical ? { "Critical-CH": "Sec-CH-Viewport-Width" } : {} });
}

export default function EventListPage() {
  const loaderData = useLoaderData<typeof loader>();
  useListCutToThisWindow(loaderData);
  return <EventList {...loaderData} />;
}

/**
 * A list asked for without the window's width (the first page a browser that sends no width hint asks for, as
 * Firefox and Safari do, before any page's inline script wrote the cookie, or a browser that keeps no cookie) was cut
 * at the default size: it is asked for again, once, with the cookie this page's inline script has written by now
 * (root.tsx). Otherwise page 2, cut at this size, would start after items that page 1 never showed.
 */
function useListCutToThisWindow({ widthKnown, pageSize }: { widthKnown: boolean; pageSize: number }) {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (widthKnown || asked.current || pageSizeForViewport(window.innerWidth) === pageSize) return;
    asked.current = true;
    revalidator.revalidate();
  }, [widthKnown, pageSize, revalidator]);
}

type ListData = ReturnType<typeof useLoaderData<typeof loader>>;

const resultsId = "event-results";
/** Where 'skip the map' leads: what follows the map, the search and filters (with their own skip to the results). */
const browserId = "event-browser";

function EventList({ language, filters, activeFilterCount, options, cards, page, pageCount, total, panelOpen, mapTiles }: ListData) {
  const { t } = useTranslation("events");
  const submitFilters = useSubmitFilters();

  /** A marker click does what ticking the organiser's checkbox and applying would do. */
  function toggleOrganiser(name: string) {
    const form = document.getElementById(filterFormId);
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && element.name === "organizator" && element.value === name) element.checked = !element.checked;
    }
    submitFilters(form);
  }

  return (
    <>
      <h1>{t("list.heading")}</h1>
      <OrganiserMapSection
        organisers={options.organizator}
        selected={filters.organizator}
        tiles={mapTiles}
        onToggle={toggleOrganiser}
        skipTargetId={browserId}
      />
      {/* tabIndex -1: 'skip the map' moves the focus here, not only the point the next Tab starts from. */}
      <div className="event-browser" id={browserId} tabIndex={-1}>
        {/* Keyboard users reach the cards without tabbing through every filter. */}
        <a className="skip-results" href={`#${resultsId}`}>
          {t("list.skipToResults")}
        </a>
        <EventFilterPanel filters={filters} page={page} language={language} options={options} activeFilterCount={activeFilterCount} initiallyOpen={panelOpen} />
        <section className="event-results" id={resultsId} tabIndex={-1} aria-labelledby="event-results-heading">
          <h2 id="event-results-heading" className="visually-hidden">
            {t("list.resultsHeading")}
          </h2>
          <p className="event-results__count" role="status">
            {/* Made anew for each list, so a count that did not change (another filter, a longer search word, the
                same number found) is said again: a screen reader hears that the list was applied. */}
            <span key={eventListQuery(filters, page).toString()}>
              {total === 0 ? t("list.notFound") : t("list.found", { count: total })}
              {/* A range that ends before it starts finds nothing: the reason, not only the empty list. */}
              {total === 0 && filters.time_min > filters.time_max
                ? ` ${t("list.timeRangeReversed", { from: filters.time_min, to: filters.time_max })}`
                : null}
            </span>
          </p>
          {cards.length > 0 ? (
            <ul className="event-list">
              {cards.map((event, index) => (
                <EventCard key={event.id} event={event} language={language} first={index === 0} />
              ))}
            </ul>
          ) : null}
          <EventPagination filters={filters} page={page} pageCount={pageCount} resultsId={resultsId} />
        </section>
      </div>
    </>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventListHref, type EventFilters } from "~/events/event-filters";
import { visiblePages } from "~/events/pagination";
import { focusOnArrival } from "~/shell/use-focus-after-navigation";

interface EventPaginationProps {
  filters: EventFilters;
  page: number;
  pageCount: number;
  /** The results' element: with JS, another page puts the focus there, at its top (WCAG 2.4.3). */
  resultsId: string;
}

/** Previous, up to 4 page links and next (spec §9); every link keeps the filters, page 1 has no `page`. */
export function EventPagination({ filters, page, pageCount, resultsId }: EventPaginationProps) {
  const { t } = useTranslation("events");
  if (pageCount <= 1) return null;
  const toResults = focusOnArrival(resultsId);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={eventListHref(filters, page - 1)} rel="prev" state={toResults}>
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((number) => (
          <li key={number}>
            <Link
              to={eventListHref(filters, number)}
              state={toResults}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("pagination.page", { number })}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={eventListHref(filters, page + 1)} rel="next" state={toResults}>
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventListHref, type EventFilters } from "~/events/event-filters";
import { visiblePages } from "~/events/pagination";
import { focusOnArrival } from "~/shell/use-focus-after-navigation";

interface EventPaginationProps {
  filters: EventFilters;
  page: number;
  pageCount: number;
  /**
   * The results' element: another page opens there, at its top (WCAG 2.4.3), not at the top of the list's page
   * with its search and filters: its #fragment without JS, and with JS the focus too.
   */
  resultsId: string;
}

/** Previous, up to 4 page links and next (spec §9); every link keeps the filters, page 1 has no `page`. */
export function EventPagination({ filters, page, pageCount, resultsId }: EventPaginationProps) {
  const { t } = useTranslation("events");
  if (pageCount <= 1) return null;
  const toResults = focusOnArrival(resultsId);
  const pageHref = (number: number) => `${eventListHref(filters, number)}#${resultsId}`;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={pageHref(page - 1)} rel="prev" state={toResults}>
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((number) => (
          <li key={number}>
            <Link
              to={pageHref(number)}
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
            <Link to={pageHref(page + 1)} rel="next" state={toResults}>
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

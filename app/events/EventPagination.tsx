import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventListHref, type EventFilters } from "~/events/event-filters";
import { visiblePages } from "~/events/pagination";

/** Previous, up to 4 page links and next (spec §9); every link keeps the filters, page 1 has no `page`. */
export function EventPagination({ filters, page, pageCount }: { filters: EventFilters; page: number; pageCount: number }) {
  const { t } = useTranslation("events");
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={eventListHref(filters, page - 1)} rel="prev">
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((number) => (
          <li key={number}>
            <Link
              to={eventListHref(filters, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("pagination.page", { number })}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={eventListHref(filters, page + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

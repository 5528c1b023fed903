import { Link } from "@remix-run/react";

export interface TabLink {
  to: string;
  label: string;
  current: boolean;
}

/**
 * A row of tabs that are links (spec §2 "two tabs", "tabs registered, favorites…"): each tab is its own URL, so
 * it works without JS, can be bookmarked, and the current one is marked with `aria-current="page"`. With JS the
 * links navigate without a reload, as every link of the portal does.
 */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="tab-links">
      <ul className="tab-links__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="tab-links__tab" aria-current={tab.current ? "page" : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(text: string) => void>(() => {});

/**
 * One polite status region for what a control did in place (a heart toggled), outside the parts that change: a
 * region inside a card that the change removes (unfavouriting on the favourites tab) would go before it spoke.
 * Each announcement replaces the region's content, so the same text said twice is heard twice.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setSaid((before) => ({ text, count: before.count + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" className="visually-hidden">
        {said.text ? <span key={said.count}>{said.text}</span> : null}
      </div>
    </AnnounceContext.Provider>
  );
}

/** Says a text through the page's Announcer. */
export function useAnnounce(): (text: string) => void {
  return useContext(AnnounceContext);
}

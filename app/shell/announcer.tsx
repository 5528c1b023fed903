import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(text: string) => void>(() => {});

/**
 * One polite status region for what a control did in place (a heart toggled), outside the parts that change: a
 * region inside a card that the change removes (unfavouriting on the favourites tab) would go before it spoke.
 * Each announcement replaces the region's content, so the same text said twice is heard twice. A navigation (another
 * page, a change of language) empties it: what a heart did on one page stayed to be read at the end of every later
 * one, in the language it was said in.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ text: "", count: 0 });
  const announce = useCallback((text: string) => setSaid((before) => ({ text, count: before.count + 1 })), []);
  const { key: navigation } = useLocation();
  useEffect(() => setSaid((before) => (before.text ? { text: "", count: before.count } : before)), [navigation]);
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

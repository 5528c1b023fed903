import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { focusPageHeading, focusTarget } from "~/shell/use-focus-after-navigation";
import type { FlashMessage } from "~/shell/flash-message";
import type { Language } from "~/i18n/i18n";
import { MESSAGE_DISPLAY_MS } from "~/spec-constants";

const NotifyContext = createContext<(message: FlashMessage) => void>(() => {});

/** Shows a message in the page's notifications region, in place of those showing. */
export function useNotify(): (message: FlashMessage) => void {
  return useContext(NotifyContext);
}

/**
 * The notifications region (ARCHITECTURE.md rule 7). Without JS a message stays until the next page; with JS it
 * hides after 5 s, held while the pointer or focus is on it, and can be dismissed at once (focus then goes to the
 * page's heading, just below). A message that came with the document (a redirect that loaded a page: an e-mail's
 * link, an old link to a removed event) takes the focus, as one a client navigation brings does
 * (use-focus-after-navigation.ts): in the page before a screen reader starts, nothing announced it, and a reader
 * working down from the top found it gone after 5 s. A control that fails in place, with no page to bring a
 * message (a heart pressed while offline), shows its message here through `useNotify`.
 */
export function Notifications({ messages, language, children }: { messages: FlashMessage[]; language: Language; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState(messages);
  const documentMessages = useRef(messages);
  // Each new set of messages is rendered anew, so a message the same as one still showing (a second removal, a
  // second resend) is a new node in the live region, and announced again.
  const [generation, setGeneration] = useState(0);
  const [paused, setPaused] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const notify = useCallback((message: FlashMessage) => {
    setShown([message]);
    setGeneration((count) => count + 1);
  }, []);

  // The region itself is not a control; it only notices pointer and focus on it and its messages. A navigation
  // puts focus on the region so that a screen reader reads the message (use-focus-after-navigation.ts): the
  // message then stays while the user is on it (WCAG 2.2.1: the 5 s of spec §9 are adjustable), and goes 5 s
  // after focus or pointer leaves it.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events: [string, () => void][] = [
      ["pointerenter", pause],
      ["pointerleave", resume],
      ["focusin", pause],
      ["focusout", resume],
    ];
    for (const [name, listener] of events) region.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) region.removeEventListener(name, listener);
    };
  }, []);

  // After the listeners above, so that the region's own focus holds the message.
  useEffect(() => {
    if (documentMessages.current.length > 0 && regionRef.current) focusTarget(regionRef.current, { preventScroll: true });
  }, []);

  // Shown once the page's texts are in the page's language: after a change of language the new page's messages
  // (worded by the server in it) would otherwise come first with the old language's "Gotowe:" and button, then
  // again in the new, and be announced twice, the first time in two languages.
  // The same page's data loaded again (after a heart's call, or the list cut again to the window) brings no message of
  // its own, and leaves the one showing its 5 s, as a page without JS keeps it until the next page: that load used
  // to take a message away as it appeared. A navigation, even one that brings none, replaces it.
  const textsLanguage = i18n.language;
  // Messages showing when the texts change language go in the same render: re-rendered around the new "Gotowe:" and
  // button, an English message was announced again in a Polish page, before the new page's own.
  const [shownLanguage, setShownLanguage] = useState(textsLanguage);
  if (shownLanguage !== textsLanguage) {
    setShownLanguage(textsLanguage);
    setShown([]);
  }
  const locationKey = useLocation().key;
  const messagesPage = useRef(locationKey);
  // The last set of messages this effect took, at first the document's own (shown from the start).
  const messagesTaken = useRef(messages);
  useEffect(() => {
    if (messages === messagesTaken.current || textsLanguage !== language) return;
    const samePage = messagesPage.current === locationKey;
    messagesTaken.current = messages;
    messagesPage.current = locationKey;
    if (samePage && messages.length === 0) return;
    setShown(messages);
    setGeneration((count) => count + 1);
  }, [messages, language, textsLanguage, locationKey]);

  useEffect(() => {
    if (shown.length === 0 || paused) return;
    const timer = setTimeout(() => setShown([]), MESSAGE_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [shown, paused]);

  return (
    <NotifyContext.Provider value={notify}>
      {/* The live region is always rendered: messages that appear after a client navigation are announced. */}
      <div ref={regionRef} className="notifications" aria-live="polite">
        {shown.map((message, index) => (
          <div key={`${generation}-${index}`} className={`notification notification--${message.kind}`}>
            <p className="notification__text">
              <strong className="notification__kind">{message.kind === "success" ? t("shell.messageSuccess") : t("shell.messageError")}</strong>{" "}
              {message.text}
            </p>
            {/* In the page from the start, hidden by CSS without JS (it needs the script): added at hydration, inside
              the live region, it was announced on its own, "Zamknij komunikat", with nothing done. */}
            <button
              type="button"
              className="notification__dismiss"
              onClick={() => {
                // The button goes with its message: focus would fall to <body>, the start of the page.
                focusPageHeading();
                setShown((current) => current.filter((other) => other !== message));
              }}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("shell.dismissMessage")}</span>
            </button>
          </div>
        ))}
      </div>
      {children}
    </NotifyContext.Provider>
  );
}

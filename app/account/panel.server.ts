import type { AppLoadContext } from "@remix-run/node";
import type { Event } from "#contract/event";
import { showsEndedTab } from "~/account/panel-events";
import { requireVerifiedUser } from "~/account/route-guards.server";
import { toEventCardData, type EventCardData } from "~/events/event-card-data";
import type { FestivalApi } from "~/festival-api/festival-api.server";
import type { Language } from "~/i18n/i18n";
import { languageOf } from "~/i18n/language.server";

/** What every panel page starts from: the verified user's language, registrations and the tab bar. */
export interface PanelBasis {
  language: Language;
  /** The user's registrations, which decide the tab bar and feed most tabs. */
  registered: Event[];
  now: Date;
  /** The tab bar's one variable: whether the 'add opinion' tab shows (computed here for every panel page). */
  tabs: { showsEnded: boolean };
  cards: (events: readonly Event[]) => EventCardData[];
}

/** The guard and the data shared by all panel pages' loaders (spec §2: verified users only). */
export async function loadPanel(args: { request: Request; context: AppLoadContext }): Promise<PanelBasis> {
  const [basis] = await loadPanelAlongside(args, async () => undefined);
  return basis;
}

/**
 * loadPanel, with a tab's own festival API call made side by side with the registrations rather than after them
 * (one round trip to the festival API instead of two).
 */
export async function loadPanelAlongside<TabData>(
  args: { request: Request; context: AppLoadContext },
  tabData: (api: FestivalApi<"throw">, language: Language) => Promise<TabData>,
): Promise<[PanelBasis, TabData]> {
  const { api } = await requireVerifiedUser(args);
  const language = await languageOf(args.request);
  const [registered, ownData] = await Promise.all([api.userEvents(language), tabData(api, language)]);
  const now = new Date();
  const basis = {
    language,
    registered,
    now,
    tabs: { showsEnded: showsEndedTab(registered, now) },
    cards: (events: readonly Event[]) => events.map((event) => toEventCardData(event, now)),
  };
  return [basis, ownData];
}

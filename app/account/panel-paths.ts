import { panelPath } from "~/account/account-paths";

/** The panel's URLs (ARCHITECTURE.md "Panel URLs"), named once for its tabs, links and tests. */
export const panelFavouritesPath = `${panelPath}/favorites`;
export const panelEndedPath = `${panelPath}/ended`;
export const panelReviewsPath = "/user/reviews";
/** The calendar file of all the user's registrations (issue 11, beyond the spec). */
export const panelCalendarPath = `${panelPath}.ics`;

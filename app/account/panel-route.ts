import type { LinksFunction } from "@remix-run/node";
import accountStyles from "~/styles/account.css";
import eventStyles from "~/styles/events.css";

/** What every panel page declares alike: its translations and stylesheets (the list's cards and the panel's). */
export const panelHandle = { i18n: ["common", "events", "account"] };

export const panelLinks: LinksFunction = () => [
  { rel: "stylesheet", href: eventStyles },
  { rel: "stylesheet", href: accountStyles },
];

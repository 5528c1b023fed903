import type { AppLoadContext } from "@remix-run/node";
import { listPathKeepingListQuery } from "~/events/carried-list-query";
import { translatorFor } from "~/i18n/i18next.server";
import { languageOf } from "~/i18n/language.server";
import { redirectWithMessage } from "~/shell/flash-message.server";

/**
 * Spec §7: an event the festival API does not know sends the visitor home, and so does an event address that names
 * none. Home is the list as it was left (the list's query the page was opened with comes along, spec §2), with a
 * message saying why: an old link or a bookmark would otherwise land on the list unexplained.
 */
export async function backToTheListForGoneEvent(request: Request, context: AppLoadContext): Promise<Response> {
  const t = translatorFor(await languageOf(request), "events");
  return redirectWithMessage(request, context, listPathKeepingListQuery(request), { kind: "error", text: t("event.notFound") });
}

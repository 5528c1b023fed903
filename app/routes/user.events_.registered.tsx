import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { panelPath } from "~/account/account-paths";

/**
 * Spec §2 names the registered tab `/user/events/registered`; the panel serves it at `/user/events`
 * (ARCHITECTURE.md "Panel URLs"), so the spec's URL is a permanent redirect there, with its query. It shows
 * nothing itself: the panel's own loader guards it.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${panelPath}${new URL(request.url).search}`, 301);
}

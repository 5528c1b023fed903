import type { ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { largeTextField } from "~/shell/large-text";
import { largeTextCookie, preferenceRejected, preferenceRouteLoader, preferenceSaved, readPreferenceForm } from "~/shell/preferences.server";

/** The 'A+' / 'A-' toggle (FontSizeToggle): the form names the state it wants, so a repeated POST cannot flip it back. */
const largeTextFormSchema = z.object({ [largeTextField]: z.enum(["on", "off"]) });

export const loader = preferenceRouteLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const { answer, choice } = await readPreferenceForm(request, largeTextFormSchema);
  if (!choice) return preferenceRejected(request, context, answer);
  return preferenceSaved(answer, await largeTextCookie.serialize(choice[largeTextField] === "on"));
}

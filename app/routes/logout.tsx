import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/account/auth.server";
import { readForm } from "~/http/form-input.server";

/**
 * Logging out is a POST from the shell's logout form (LogoutForm, no fields); a GET here just goes home. The body
 * is still read as a form, so a POST that is not one from our pages is refused like at every other action.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  return logOut(request, context);
}

export function loader() {
  return redirect("/");
}

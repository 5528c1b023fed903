import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endUserSession } from "~/auth.server";

/** Logging out is a POST from the shell's logout form; a GET here just goes home. */
export async function action({ request, context }: ActionFunctionArgs) {
  return endUserSession(request, context);
}

export function loader() {
  return redirect("/");
}

import { redirect } from "react-router";
import { formIntent, handleForm } from "~/lib/form-action.server";
import { switchRoleSchema } from "~/modules/auth";
import { authMessages, requireUser, switchActiveRole } from "~/modules/auth/index.server";
import type { Route } from "./+types/switch-role";

/** Switches the active role (kept per browser in a cookie) and reloads the page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(request, {
    context: "switch role",
    fallback: authMessages.failed,
    defaultIntent: "switch",
    intents: { switch: formIntent(switchRoleSchema, (input) => switchActiveRole(user, input)) },
  });
}

export function loader() {
  return redirect("/dashboard");
}

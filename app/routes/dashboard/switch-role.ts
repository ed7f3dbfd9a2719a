import { redirect } from "react-router";
import { z } from "zod";
import { activeRoleCookie, requireUser, safeRedirect } from "~/modules/auth/session.server";
import { roles } from "~/modules/permissions/permissions";
import type { Route } from "./+types/switch-role";
import { readFormData } from "~/lib/form-data.server";

const schema = z.object({ role: z.enum(roles), redirectTo: z.string().optional() });

/** Switches the active role (kept per browser in a cookie) and reloads the page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const parsed = schema.safeParse(Object.fromEntries(await readFormData(request)));
  const target = safeRedirect(parsed.success ? parsed.data.redirectTo : "/dashboard");
  if (!parsed.success || !user.roles.includes(parsed.data.role)) {
    return redirect(target);
  }
  return redirect(target, { headers: { "Set-Cookie": activeRoleCookie(parsed.data.role) } });
}

export function loader() {
  return redirect("/dashboard");
}

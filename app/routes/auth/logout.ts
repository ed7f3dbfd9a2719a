import { redirect } from "react-router";
import { clearActiveRoleCookie, getAuth } from "~/modules/auth/index.server";
import type { Route } from "./+types/logout";

// Sign out (POST) goes to / (SPEC §2).
export async function action({ request }: Route.ActionArgs) {
  const { headers } = await getAuth().api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  // The chosen role goes with the session: the next person on this browser starts afresh.
  headers.append("Set-Cookie", clearActiveRoleCookie());
  // What the device kept for the dashboard (offline changes, cached audit pages, issue 37) goes too.
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}

import { redirect } from "react-router";
import { getAuth } from "~/modules/auth/index.server";
import type { Route } from "./+types/logout";

// Sign out (POST) goes to / (SPEC §2).
export async function action({ request }: Route.ActionArgs) {
  const { headers } = await getAuth().api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}

import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { requireAccess } from "~/modules/auth/index.server";
import { exportUsers, parseUserListQuery } from "~/modules/users/index.server";
import type { Route } from "./+types/export";

/** CSV of the users list with its filters and sort (committee and administrators). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const filter = parseUserListQuery(new URL(request.url).searchParams);
  return loadPage(
    async () =>
      csvResponse(await exportUsers(getDb(), session, filter), csvFileName("users"), request),
    { fallback: "Could not export the users. Please try again.", context: "export users" },
  );
}

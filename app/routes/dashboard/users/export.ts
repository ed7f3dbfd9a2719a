import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { requireAccess } from "~/modules/auth/session.server";
import { exportUsers } from "~/modules/users/export-users.server";
import { parseUserListQuery } from "~/modules/users/list-users.server";
import type { Route } from "./+types/export";

/** CSV of the users list with its filters and sort (committee and administrators). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "users.view");
  const filter = parseUserListQuery(new URL(request.url).searchParams);
  try {
    return csvResponse(await exportUsers(getDb(), session, filter), csvFileName("users"));
  } catch (error) {
    throwLoaderError(error, "Could not export the users. Please try again.", "export users");
  }
}

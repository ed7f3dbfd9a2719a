import { getDb } from "~/lib/db.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { exportApplications } from "~/modules/applications/export-applications.server";
import { parseApplicationListQuery } from "~/modules/applications/list-applications.server";
import { requireAccess } from "~/modules/auth/session.server";
import type { Route } from "./+types/export";

/** CSV of the applications list with its filters and sort, scoped like the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "application.list");
  const query = parseApplicationListQuery(new URL(request.url).searchParams);
  try {
    return csvResponse(
      await exportApplications(getDb(), session, query),
      csvFileName("applications"),
    );
  } catch (error) {
    throwLoaderError(
      error,
      "Could not export the applications. Please try again.",
      "export applications",
    );
  }
}

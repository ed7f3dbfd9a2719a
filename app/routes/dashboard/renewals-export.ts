import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { requireAccess } from "~/modules/auth/session.server";
import { exportRenewals } from "~/modules/renewals/export-renewals.server";
import { parseRenewalListQuery } from "~/modules/renewals/list-renewals.server";
import type { Route } from "./+types/renewals-export";

/** CSV of the renewals list with its filters and sort (a business: its own renewals). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "renewal.list");
  const query = parseRenewalListQuery(new URL(request.url).searchParams);
  try {
    return csvResponse(await exportRenewals(getDb(), session, query), csvFileName("renewals"));
  } catch (error) {
    throwLoaderError(error, "Could not export the renewals. Please try again.", "export renewals");
  }
}

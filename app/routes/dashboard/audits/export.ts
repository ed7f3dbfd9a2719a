import { csvFileName, csvResponse } from "~/lib/csv.server";
import { getDb } from "~/lib/db.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { exportAudits } from "~/modules/audits/export-audits.server";
import { parseAuditListQuery } from "~/modules/audits/list-audits.server";
import { requireAccess } from "~/modules/auth/session.server";
import type { Route } from "./+types/export";

/** CSV of the audits list with its filters and sort (an examiner: their own audits). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "audit.list");
  const filter = parseAuditListQuery(new URL(request.url).searchParams);
  try {
    return csvResponse(await exportAudits(getDb(), session, filter), csvFileName("audits"));
  } catch (error) {
    throwLoaderError(error, "Could not export the audits. Please try again.", "export audits");
  }
}

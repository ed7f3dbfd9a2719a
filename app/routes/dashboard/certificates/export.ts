import { getDb } from "~/lib/db.server";
import { csvFileName, csvResponse } from "~/lib/csv.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { requireAccess } from "~/modules/auth/session.server";
import { exportCertificates } from "~/modules/certificates/export-certificates.server";
import { parseCertificateListQuery } from "~/modules/certificates/list-certificates.server";
import type { Route } from "./+types/export";

/** CSV of the certificates list with its filters and sort, for whoever may see the list. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "certificate.list");
  const query = parseCertificateListQuery(new URL(request.url).searchParams, session);
  try {
    return csvResponse(
      await exportCertificates(getDb(), session, query),
      csvFileName("certificates"),
    );
  } catch (error) {
    throwLoaderError(
      error,
      "Could not export the certificates. Please try again.",
      "export certificates",
    );
  }
}

import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { applicationStatusLabels, paymentStatusLabels } from "~/modules/applications";
import { listRenewals, type RenewalListQuery, type RenewalListRow } from "./list-renewals.server";
import type { Viewer } from "~/modules/permissions";

const columns: CsvColumn<RenewalListRow>[] = [
  { header: "Business", value: (r) => r.businessName },
  { header: "Certificate number", value: (r) => r.certificateNumber },
  { header: "Status", value: (r) => applicationStatusLabels[r.status] },
  { header: "Fees", value: (r) => paymentStatusLabels[r.paymentStatus] },
  { header: "Current expiry", value: (r) => isoDate(r.currentExpiry) },
  { header: "Submitted", value: (r) => (r.submittedAt ? isoDate(r.submittedAt) : null) },
  { header: "Changes declared", value: (r) => r.changesDeclared.join("; ") },
  { header: "What changed", value: (r) => r.descriptionOfChanges },
];

/** The renewals list as CSV: every matching renewal in the viewer's scope, in the list's order. */
export async function exportRenewals(
  db: Executor,
  viewer: Viewer,
  query: RenewalListQuery,
): Promise<string> {
  return exportList((limit) => listRenewals(db, viewer, { ...query, page: 1 }, limit), columns);
}

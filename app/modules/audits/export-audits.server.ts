import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { auditStatusLabels } from "./audit-rules";
import { listAuditPage, type AuditListFilter, type AuditListRow } from "./list-audits.server";
import type { Viewer } from "~/modules/permissions";

const columns: CsvColumn<AuditListRow>[] = [
  { header: "Business", value: (r) => r.businessName },
  { header: "Address", value: (r) => r.businessAddress },
  { header: "Examiner", value: (r) => r.examinerName },
  { header: "Date", value: (r) => r.localDate },
  { header: "Time", value: (r) => r.localTime },
  { header: "Time zone", value: (r) => r.timeZone },
  { header: "Status", value: (r) => auditStatusLabels[r.status] },
];

/** The audits list as CSV: every matching audit the viewer may see, in the list's order. */
export async function exportAudits(
  db: Executor,
  viewer: Viewer,
  filter: AuditListFilter,
): Promise<string> {
  return exportList((limit) => listAuditPage(db, viewer, { ...filter, page: 1 }, limit), columns);
}

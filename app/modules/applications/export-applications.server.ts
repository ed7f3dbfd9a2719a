import type { Executor } from "~/lib/db.server";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import { isoDate } from "~/lib/format";
import { applicationStatusLabels, paymentStatusLabels } from "./application-status";
import {
  listApplications,
  type ApplicationListFilter,
  type ApplicationSummary,
} from "./list-applications.server";
import type { Viewer } from "~/modules/permissions";

const columns: CsvColumn<ApplicationSummary>[] = [
  { header: "Business", value: (r) => r.businessName },
  { header: "Contact", value: (r) => r.contactName },
  { header: "Location", value: (r) => r.location },
  { header: "Status", value: (r) => applicationStatusLabels[r.status] },
  { header: "Fees", value: (r) => paymentStatusLabels[r.paymentStatus] },
  { header: "Submitted", value: (r) => (r.submittedAt ? isoDate(r.submittedAt, "UTC") : "") },
  { header: "Created", value: (r) => isoDate(r.createdAt, "UTC") },
];

/** The applications list as CSV: every matching row, the list's scope, filters and order. */
export async function exportApplications(
  db: Executor,
  viewer: Viewer,
  query: ApplicationListFilter,
): Promise<string> {
  return exportList((limit) => listApplications(db, viewer, { ...query, page: 1 }, limit), columns);
}

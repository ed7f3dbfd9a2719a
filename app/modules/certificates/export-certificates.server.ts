import type { Executor } from "~/lib/db.server";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import { isoDate } from "~/lib/format";
import type { CertificateRecord } from "./certificate-record.server";
import { addressText, effectiveStatusLabels } from "./certificate-rules";
import { listCertificates, type CertificateListQuery } from "./list-certificates.server";
import type { Viewer } from "~/modules/permissions";

const columns: CsvColumn<CertificateRecord>[] = [
  { header: "Certificate number", value: (r) => r.certificateNumber },
  { header: "Business", value: (r) => r.businessName },
  { header: "Address", value: (r) => addressText(r.businessAddress) },
  { header: "Issue date", value: (r) => isoDate(r.issueDate, "UTC") },
  { header: "Expiry date", value: (r) => isoDate(r.expiryDate, "UTC") },
  { header: "Status", value: (r) => effectiveStatusLabels[r.effectiveStatus] },
];

/** The certificates list as CSV: every matching row, the list's scope, filters and order. */
export async function exportCertificates(
  db: Executor,
  viewer: Viewer,
  query: CertificateListQuery,
): Promise<string> {
  return exportList((limit) => listCertificates(db, viewer, { ...query, page: 1 }, limit), columns);
}

import type { Executor } from "~/lib/db.server";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import { isoDate } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { Locale } from "~/domain/locale";
import type { CertificateRecord } from "./certificate-record.server";
import { addressText } from "./certificate-rules";
import { listCertificates, type CertificateListQuery } from "./list-certificates.server";
import { effectiveStatusMessages } from "./ui/certificate-ui-messages";
import type { Viewer } from "~/modules/permissions";

/** The CSV's headers, in the reader's language (issue 36). */
const m = defineMessages({
  number: { id: "certificates.csv.number", defaultMessage: "Certificate number" },
  business: { id: "certificates.csv.business", defaultMessage: "Business" },
  address: { id: "certificates.csv.address", defaultMessage: "Address" },
  issueDate: { id: "certificates.csv.issueDate", defaultMessage: "Issue date" },
  expiryDate: { id: "certificates.csv.expiryDate", defaultMessage: "Expiry date" },
  status: { id: "certificates.csv.status", defaultMessage: "Status" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const certificatesExportFailed = defineMessages({
  message: {
    id: "certificates.csv.exportFailed",
    defaultMessage: "Could not export the certificates. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<CertificateRecord>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  return [
    { header: t(m.number), value: (r) => r.certificateNumber },
    { header: t(m.business), value: (r) => r.businessName },
    { header: t(m.address), value: (r) => addressText(r.businessAddress) },
    { header: t(m.issueDate), value: (r) => isoDate(r.issueDate, "UTC") },
    { header: t(m.expiryDate), value: (r) => isoDate(r.expiryDate, "UTC") },
    { header: t(m.status), value: (r) => t(effectiveStatusMessages[r.effectiveStatus]) },
  ];
}

/**
 * The certificates list as CSV: every matching row, the list's scope, filters
 * and order; headers and statuses in `locale` (the requester's).
 */
export async function exportCertificates(
  db: Executor,
  viewer: Viewer,
  query: CertificateListQuery,
  locale: Locale,
): Promise<string> {
  return exportList(
    (limit) => listCertificates(db, viewer, { ...query, page: 1 }, limit),
    columns(locale),
  );
}

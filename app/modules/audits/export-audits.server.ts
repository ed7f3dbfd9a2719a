import type { Locale } from "~/domain/locale";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { auditStatusMessages } from "./audit-messages";
import { listAuditPage, type AuditListFilter, type AuditListRow } from "./list-audits.server";
import type { Viewer } from "~/modules/permissions";

/** The CSV's headers, in the reader's language (issue 36); statuses as the screens name them. */
const m = defineMessages({
  business: { id: "audits.csv.business", defaultMessage: "Business" },
  address: { id: "audits.csv.address", defaultMessage: "Address" },
  examiner: { id: "audits.csv.examiner", defaultMessage: "Examiner" },
  date: { id: "audits.csv.date", defaultMessage: "Date" },
  time: { id: "audits.csv.time", defaultMessage: "Time" },
  timeZone: { id: "audits.csv.timeZone", defaultMessage: "Time zone" },
  status: { id: "audits.csv.status", defaultMessage: "Status" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const auditsExportFailed = defineMessages({
  message: {
    id: "audits.csv.exportFailed",
    defaultMessage: "Could not export the audits. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<AuditListRow>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  return [
    { header: t(m.business), value: (r) => r.businessName },
    { header: t(m.address), value: (r) => r.businessAddress },
    { header: t(m.examiner), value: (r) => r.examinerName },
    { header: t(m.date), value: (r) => r.localDate },
    { header: t(m.time), value: (r) => r.localTime },
    { header: t(m.timeZone), value: (r) => r.timeZone },
    { header: t(m.status), value: (r) => t(auditStatusMessages[r.status]) },
  ];
}

/**
 * The audits list as CSV: every matching audit the viewer may see, in the
 * list's order; headers and statuses in `locale` (the requester's).
 */
export async function exportAudits(
  db: Executor,
  viewer: Viewer,
  filter: AuditListFilter,
  locale: Locale,
): Promise<string> {
  return exportList(
    (limit) => listAuditPage(db, viewer, { ...filter, page: 1 }, limit),
    columns(locale),
  );
}

import type { Locale } from "~/domain/locale";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { applicationStatusMessages, paymentStatusMessages } from "~/modules/applications";
import type { Viewer } from "~/modules/permissions";
import { listRenewals, type RenewalListQuery, type RenewalListRow } from "./list-renewals.server";
import { declaredChangeMessages } from "./ui/renewal-ui-messages";

/** The CSV's headers, in the reader's language (issue 36). */
const m = defineMessages({
  business: { id: "renewals.csv.business", defaultMessage: "Business" },
  number: { id: "renewals.csv.number", defaultMessage: "Certificate number" },
  status: { id: "renewals.csv.status", defaultMessage: "Status" },
  fees: { id: "renewals.csv.fees", defaultMessage: "Fees" },
  expiry: { id: "renewals.csv.expiry", defaultMessage: "Current expiry" },
  submitted: { id: "renewals.csv.submitted", defaultMessage: "Submitted" },
  changes: { id: "renewals.csv.changes", defaultMessage: "Changes declared" },
  whatChanged: { id: "renewals.csv.whatChanged", defaultMessage: "What changed" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const renewalsExportFailed = defineMessages({
  message: {
    id: "renewals.csv.exportFailed",
    defaultMessage: "Could not export the renewals. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<RenewalListRow>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  const change = (name: string) =>
    Object.hasOwn(declaredChangeMessages, name) ? t(declaredChangeMessages[name]!) : name;
  return [
    { header: t(m.business), value: (r) => r.businessName },
    { header: t(m.number), value: (r) => r.certificateNumber },
    { header: t(m.status), value: (r) => t(applicationStatusMessages[r.status]) },
    { header: t(m.fees), value: (r) => t(paymentStatusMessages[r.paymentStatus]) },
    { header: t(m.expiry), value: (r) => isoDate(r.currentExpiry) },
    { header: t(m.submitted), value: (r) => (r.submittedAt ? isoDate(r.submittedAt) : null) },
    { header: t(m.changes), value: (r) => r.changesDeclared.map(change).join("; ") },
    { header: t(m.whatChanged), value: (r) => r.descriptionOfChanges },
  ];
}

/**
 * The renewals list as CSV: every matching renewal in the viewer's scope, in
 * the list's order; headers and statuses in `locale` (the requester's).
 */
export async function exportRenewals(
  db: Executor,
  viewer: Viewer,
  query: RenewalListQuery,
  locale: Locale,
): Promise<string> {
  return exportList(
    (limit) => listRenewals(db, viewer, { ...query, page: 1 }, limit),
    columns(locale),
  );
}

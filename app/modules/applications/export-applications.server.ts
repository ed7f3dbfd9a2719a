import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import { isoDate } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import {
  listApplications,
  type ApplicationListFilter,
  type ApplicationSummary,
} from "./list-applications.server";
import { applicationStatusMessages, paymentStatusMessages } from "./ui/list-messages";
import type { Viewer } from "~/modules/permissions";

/** The CSV's headers, in the reader's language (issue 36). */
const m = defineMessages({
  business: { id: "applications.csv.business", defaultMessage: "Business" },
  contact: { id: "applications.csv.contact", defaultMessage: "Contact" },
  location: { id: "applications.csv.location", defaultMessage: "Location" },
  status: { id: "applications.csv.status", defaultMessage: "Status" },
  fees: { id: "applications.csv.fees", defaultMessage: "Fees" },
  submitted: { id: "applications.csv.submitted", defaultMessage: "Submitted" },
  created: { id: "applications.csv.created", defaultMessage: "Created" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const applicationsExportFailed = defineMessages({
  message: {
    id: "applications.csv.exportFailed",
    defaultMessage: "Could not export the applications. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<ApplicationSummary>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  return [
    { header: t(m.business), value: (r) => r.businessName },
    { header: t(m.contact), value: (r) => r.contactName },
    { header: t(m.location), value: (r) => r.location },
    { header: t(m.status), value: (r) => t(applicationStatusMessages[r.status]) },
    { header: t(m.fees), value: (r) => t(paymentStatusMessages[r.paymentStatus]) },
    {
      header: t(m.submitted),
      value: (r) => (r.submittedAt ? isoDate(r.submittedAt, "UTC") : ""),
    },
    { header: t(m.created), value: (r) => isoDate(r.createdAt, "UTC") },
  ];
}

/**
 * The applications list as CSV: every matching row, the list's scope, filters
 * and order; headers and statuses in `locale` (the requester's).
 */
export async function exportApplications(
  db: Executor,
  viewer: Viewer,
  query: ApplicationListFilter,
  locale: Locale,
): Promise<string> {
  return exportList(
    (limit) => listApplications(db, viewer, { ...query, page: 1 }, limit),
    columns(locale),
  );
}

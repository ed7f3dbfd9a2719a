import type { Locale } from "~/domain/locale";
import type { OutboxStatus } from "~/domain/outbox-policy";
import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  listOutboxEmails,
  type OutboxFilter,
  type OutboxSummary,
} from "./list-outbox-emails.server";
import { outboxFilterMessages } from "./ui/mail-log-messages";

/** The CSV's headers, in the reader's language (issue 36). */
const m = defineMessages({
  created: { id: "mailLog.csv.created", defaultMessage: "Created (UTC)" },
  recipient: { id: "mailLog.csv.recipient", defaultMessage: "Recipient" },
  subject: { id: "mailLog.csv.subject", defaultMessage: "Subject" },
  template: { id: "mailLog.csv.template", defaultMessage: "Template" },
  status: { id: "mailLog.csv.status", defaultMessage: "Status" },
  attempts: { id: "mailLog.csv.attempts", defaultMessage: "Attempts" },
  sentAt: { id: "mailLog.csv.sentAt", defaultMessage: "Sent or stored (UTC)" },
  lastError: { id: "mailLog.csv.lastError", defaultMessage: "Last error" },
});

/** The export's answer when it fails unexpectedly (translated at the edge). */
export const mailLogExportFailed = defineMessages({
  message: {
    id: "mailLog.csv.exportFailed",
    defaultMessage: "Could not export the mail log. Please try again.",
  },
}).message;

function columns(locale: Locale): CsvColumn<OutboxSummary>[] {
  const intl = intlFor(locale);
  const t = (message: EnglishMessage) => intl.formatMessage(message);
  // The status as the filter names it (in English the stored value itself).
  const status = (value: string) =>
    Object.hasOwn(outboxFilterMessages, value)
      ? t(outboxFilterMessages[value as OutboxStatus])
      : value;
  return [
    { header: t(m.created), value: (r) => r.createdAt },
    { header: t(m.recipient), value: (r) => r.to },
    { header: t(m.subject), value: (r) => r.subject },
    { header: t(m.template), value: (r) => r.template },
    { header: t(m.status), value: (r) => status(r.status) },
    { header: t(m.attempts), value: (r) => r.attempts },
    { header: t(m.sentAt), value: (r) => r.sentAt },
    { header: t(m.lastError), value: (r) => r.lastError },
  ];
}

/**
 * The mail log as CSV (administrators): every matching e-mail, in the log's
 * order; headers and statuses in `locale` (the requester's).
 */
export async function exportOutboxEmails(
  db: Executor,
  viewer: Viewer,
  filter: OutboxFilter,
  locale: Locale,
): Promise<string> {
  assertCan(viewer, "mailLog.view");
  return exportList(
    (limit) => listOutboxEmails(db, { ...filter, page: 1 }, limit),
    columns(locale),
  );
}

import { exportList, type CsvColumn } from "~/lib/csv.server";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  listOutboxEmails,
  type OutboxFilter,
  type OutboxSummary,
} from "./list-outbox-emails.server";

const columns: CsvColumn<OutboxSummary>[] = [
  { header: "Created (UTC)", value: (r) => r.createdAt },
  { header: "Recipient", value: (r) => r.to },
  { header: "Subject", value: (r) => r.subject },
  { header: "Template", value: (r) => r.template },
  { header: "Status", value: (r) => r.status },
  { header: "Attempts", value: (r) => r.attempts },
  { header: "Sent or stored (UTC)", value: (r) => r.sentAt },
  { header: "Last error", value: (r) => r.lastError },
];

/** The mail log as CSV (administrators): every matching e-mail, in the log's order. */
export async function exportOutboxEmails(
  db: Executor,
  viewer: Viewer,
  filter: OutboxFilter,
): Promise<string> {
  assertCan(viewer, "mailLog.view");
  return exportList((limit) => listOutboxEmails(db, { ...filter, page: 1 }, limit), columns);
}

import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { getOutboxEmail } from "./get-outbox-email.server";
import { listOutboxEmails, parseOutboxListQuery } from "./list-outbox-emails.server";
import { mailLogMessages } from "./ui/mail-log-messages";

const selectedSchema = z.object({ message: z.uuid().optional().catch(undefined) });

/**
 * The mail log: one page of the outbox with its filters, and the message
 * opened from it. Opening a message is recorded in the audit log (who read
 * which message; decision 055).
 */
export async function mailLogPage(
  db: Executor,
  params: URLSearchParams,
  viewer: { user: { id: string } },
) {
  const query = selectedSchema.parse(Object.fromEntries(params));
  const filter = parseOutboxListQuery(params);
  const [list, selected] = await Promise.all([
    listOutboxEmails(db, filter),
    query.message ? getOutboxEmail(db, query.message) : Promise.resolve(null),
  ]);
  if (selected) {
    await writeAuditLog(db, {
      entityType: "email_outbox",
      entityId: selected.id,
      action: "viewed",
      actorId: viewer.user.id,
      details: { template: selected.template, to: selected.to },
    });
  }
  return {
    ...list,
    filters: { status: filter.status ?? "", q: filter.q ?? "" },
    sort: filter.sort!,
    selected,
    selectedMissing: Boolean(query.message && !selected),
  };
}

export type MailLogPage = Awaited<ReturnType<typeof mailLogPage>>;

/** Retry now: the e-mail chosen in the log. */
export const retryEmailSchema = z.object({ id: z.uuid(mailLogMessages.unknown.defaultMessage) });

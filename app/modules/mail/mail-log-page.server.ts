import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { getOutboxEmail } from "./get-outbox-email.server";
import { listOutboxEmails, parseOutboxListQuery } from "./list-outbox-emails.server";

const selectedSchema = z.object({ message: z.uuid().optional().catch(undefined) });

/** The mail log: one page of the outbox with its filters, and the message opened from it. */
export async function mailLogPage(db: Executor, params: URLSearchParams) {
  const query = selectedSchema.parse(Object.fromEntries(params));
  const filter = parseOutboxListQuery(params);
  const [list, selected] = await Promise.all([
    listOutboxEmails(db, filter),
    query.message ? getOutboxEmail(db, query.message) : Promise.resolve(null),
  ]);
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
export const retryEmailSchema = z.object({ id: z.uuid("Unknown e-mail") });

import { eq } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { OutboxSummary } from "./list-outbox-emails.server";

export type OutboxMessage = OutboxSummary & { html: string; text: string };

/** One outbox message with its bodies, for the mail log preview; null when unknown. */
export async function getOutboxEmail(db: Executor, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return null;
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    html: row.html,
    text: row.text,
  };
}

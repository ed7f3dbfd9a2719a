import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { emailOutbox } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { OutboxStatus } from "./outbox-policy";

export const MAIL_LOG_PAGE_SIZE = 25;

export type OutboxSummary = {
  id: string;
  to: string;
  subject: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};

export type OutboxFilter = { status?: OutboxStatus; q?: string; page?: number };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Mail log: outbox rows newest first, filtered by status and recipient/subject text, paged. */
export async function listOutboxEmails(
  db: Executor,
  filter: OutboxFilter,
  pageSize = MAIL_LOG_PAGE_SIZE,
): Promise<{ rows: OutboxSummary[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(emailOutbox.to, pattern), ilike(emailOutbox.subject, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      nextAttemptAt: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
    })),
    total,
    page,
    pageCount,
  };
}

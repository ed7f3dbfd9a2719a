import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { emailOutbox } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { containsPattern, sortOrder } from "~/lib/list-query.server";
import { outboxStatuses, type OutboxStatus } from "~/domain/outbox-policy";

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

/** Columns the mail log can be ordered by (`?sort=`); newest first by default. */
export const outboxSortKeys = ["time", "to", "subject", "status", "attempts"] as const;
export type OutboxSortKey = (typeof outboxSortKeys)[number];
export const defaultOutboxSort: SortState = { key: "time", dir: "desc" };

export type OutboxFilter = {
  status?: OutboxStatus;
  q?: string;
  page?: number;
  sort?: { key: OutboxSortKey; dir: "asc" | "desc" };
};

export const outboxListQuerySchema = z.object({
  status: z.enum(outboxStatuses).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** The mail log's filters, sort and page from the URL (the page and its CSV export read the same). */
export function parseOutboxListQuery(params: URLSearchParams): OutboxFilter {
  return {
    ...outboxListQuerySchema.parse(Object.fromEntries(params)),
    sort: parseSort(params, outboxSortKeys, defaultOutboxSort) as NonNullable<OutboxFilter["sort"]>,
  };
}

const sortColumns = {
  time: emailOutbox.createdAt,
  to: sql`lower(${emailOutbox.to})`,
  subject: sql`lower(${emailOutbox.subject})`,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
} satisfies Record<OutboxSortKey, unknown>;

/** Mail log: outbox rows newest first (or sorted), filtered by status and recipient/subject text, paged. */
export async function listOutboxEmails(
  db: Executor,
  filter: OutboxFilter,
  pageSize = MAIL_LOG_PAGE_SIZE,
): Promise<{ rows: OutboxSummary[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
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
    .orderBy(
      ...sortOrder(
        filter.sort ?? (defaultOutboxSort as NonNullable<OutboxFilter["sort"]>),
        sortColumns,
        emailOutbox.createdAt,
        emailOutbox.id,
      ),
    )
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

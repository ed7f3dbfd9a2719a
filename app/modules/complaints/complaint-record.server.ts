import { and, eq, sql } from "drizzle-orm";
import { complaintEvents, complaints } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  complaintStatusLabels,
  type ComplaintEventKind,
  type ComplaintStatus,
} from "~/domain/complaint-status";
import type { Executor } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import type { ComplaintResource } from "~/modules/permissions";
import { complaintMessages } from "./complaint-messages";

export type ComplaintRow = typeof complaints.$inferSelect;
type ComplaintChanges = Partial<
  Omit<typeof complaints.$inferInsert, "id" | "status" | "version" | "reference">
>;

/** What the policy reads of a case. */
export function complaintResource(row: ComplaintRow): ComplaintResource {
  return {
    businessId: row.businessId,
    assigneeId: row.assigneeId,
    businessInformed: row.businessInformedAt !== null,
    status: row.status,
  };
}

/** One case by id (any status), or not found; `lock` takes a row lock in a transaction. */
export async function findComplaint(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ComplaintRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("not_found", complaintMessages.notFound);
  const query = db.select().from(complaints).where(eq(complaints.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", complaintMessages.notFound);
  return row;
}

/**
 * Changes a case only if nobody else has since `version` was read (optimistic
 * concurrency, decision 058): the UPDATE is conditional on the version (and,
 * for a status change, on the status), adds one to it and fails with the
 * "changed meanwhile" message otherwise, so the second of two staff acting at
 * once saves nothing.
 */
export async function updateComplaintAtVersion(
  db: Executor,
  input: {
    id: string;
    version: number;
    from?: ComplaintStatus;
    set: ComplaintChanges & { status?: ComplaintStatus };
  },
): Promise<ComplaintRow> {
  const [row] = await db
    .update(complaints)
    .set({ ...input.set, version: sql`${complaints.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(complaints.id, input.id),
        eq(complaints.version, input.version),
        input.from ? eq(complaints.status, input.from) : undefined,
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ status: complaints.status })
    .from(complaints)
    .where(eq(complaints.id, input.id));
  if (!current) throw new AppError("not_found", complaintMessages.notFound);
  throw new AppError(
    "conflict",
    complaintMessages.changedMeanwhile(
      complaintStatusLabels[current.status as ComplaintStatus] ?? current.status,
    ),
  );
}

/** Refuses a change made on a version older than the case read now (someone acted meanwhile). */
export function assertSameVersion(row: Pick<ComplaintRow, "status" | "version">, version: number) {
  if (row.version === version) return;
  throw new AppError(
    "conflict",
    complaintMessages.changedMeanwhile(
      complaintStatusLabels[row.status as ComplaintStatus] ?? row.status,
    ),
  );
}

/** One timeline entry and its audit_log row (call inside the change's transaction). */
export async function recordComplaintEvent(
  db: Executor,
  input: {
    complaintId: string;
    kind: ComplaintEventKind;
    actorId: string | null;
    body?: string | null;
    fromStatus?: string | null;
    toStatus?: string | null;
    audit: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(complaintEvents).values({
    complaintId: input.complaintId,
    kind: input.kind,
    actorId: input.actorId,
    body: input.body ?? null,
    fromStatus: input.fromStatus ?? null,
    toStatus: input.toStatus ?? null,
  });
  await writeAuditLog(db, {
    entityType: "complaint",
    entityId: input.complaintId,
    action: input.audit,
    actorId: input.actorId,
    details: {
      ...(input.fromStatus ? { from: input.fromStatus } : {}),
      ...(input.toStatus ? { to: input.toStatus } : {}),
      ...input.details,
    },
  });
}

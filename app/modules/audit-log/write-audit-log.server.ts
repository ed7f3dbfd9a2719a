import { auditLog } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type AuditEntry = {
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  details?: Record<string, unknown>;
};

/** Appends one row to audit_log; call it inside the transaction of the change. */
export async function writeAuditLog(db: Executor, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

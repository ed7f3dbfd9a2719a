import { and, asc, eq, sql } from "drizzle-orm";
import { auditLog, profiles } from "~/db/schema";
import { messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import type { DocumentDeletion, VisibleApplication } from "~/modules/applications/index.server";

/**
 * The documents deleted from an application already loaded for the viewer
 * (`loadVisibleApplication`), oldest first, from the audit log: for its
 * timeline, so the business sees who removed which document and why.
 */
export async function listDocumentDeletions(
  db: Executor,
  visible: Pick<VisibleApplication, "application">,
): Promise<DocumentDeletion[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      details: auditLog.details,
      actorName: profiles.name,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entityType, "document"),
        eq(auditLog.action, "document_deleted"),
        sql`${auditLog.details}->>'applicationId' = ${visible.application.id}`,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    documentName: typeof r.details.name === "string" ? r.details.name : "A document",
    actorName: r.actorName || messages.unknownUser,
    reason: typeof r.details.reason === "string" ? r.details.reason : null,
    at: r.at.toISOString(),
  }));
}

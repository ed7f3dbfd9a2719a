import { and, eq } from "drizzle-orm";
import { manualSectionRevisions, manualSections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { requireSection } from "./manual-records.server";
import { manualMessages, restoredSummary } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/**
 * Brings back the title and text of an earlier revision as a NEW revision
 * (history is never rewritten), in one transaction with the audit row.
 */
export async function restoreManualRevision(
  db: Database,
  viewer: Viewer,
  sectionId: string,
  revisionNumber: number,
  options: { now?: Date } = {},
): Promise<{ revision: number }> {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const section = await requireSection(db, sectionId);
  if (section.removedAt) throw new AppError("not_found", manualMessages.sectionNotFound);
  const [old] = await db
    .select()
    .from(manualSectionRevisions)
    .where(
      and(
        eq(manualSectionRevisions.sectionId, section.id),
        eq(manualSectionRevisions.revision, revisionNumber),
      ),
    );
  if (!old) throw new AppError("not_found", manualMessages.revisionNotFound);
  if (old.title === section.title && old.body === section.body) {
    throw new AppError("validation", `Revision ${revisionNumber} is the same as the current text`);
  }
  const revision = section.revision + 1;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(manualSections)
      .set({
        title: old.title,
        body: old.body,
        revision,
        updatedAt: now,
        updatedBy: viewer.user.id,
      })
      .where(and(eq(manualSections.id, section.id), eq(manualSections.revision, section.revision)))
      .returning({ id: manualSections.id });
    if (!row) return false;
    await tx.insert(manualSectionRevisions).values({
      sectionId: section.id,
      revision,
      title: old.title,
      body: old.body,
      summary: restoredSummary(revisionNumber),
      authorId: viewer.user.id,
      restoredFrom: revisionNumber,
      createdAt: now,
    });
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: section.id,
      action: "manual_section_restored",
      actorId: viewer.user.id,
      details: { revision, restoredFrom: revisionNumber },
    });
    return true;
  });
  if (!done) {
    throw new AppError(
      "conflict",
      "Someone else saved this section just now. Reload and try again.",
    );
  }
  await operationsManualChanged("revision restored");
  return { revision };
}

import { and, eq, sql } from "drizzle-orm";
import { standardDiscussions, standardItems, subStandards } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { loadSubStandard, recordHistory } from "./standards-access.server";

/**
 * Deletes a sub-standard (staff; SPEC §8 "delete sub-standards"). SPEC §4:
 * the deletion is recorded in the history (with the last text, so it can be
 * read later); its discussions go with it; the standard's has_sub_standards
 * flag follows. One transaction.
 */
export async function deleteSubStandard(db: Database, viewer: Viewer, subStandardId: string) {
  assertCan(viewer, "subStandard.delete");
  await loadSubStandard(db, subStandardId);
  return db.transaction(async (tx) => {
    const sub = await loadSubStandard(tx, subStandardId, { forUpdate: true });
    await recordHistory(tx, {
      standardId: sub.id,
      isSubStandard: true,
      itemId: sub.standardId,
      version: sub.version,
      number: sub.subNumber,
      title: sub.title,
      content: sub.content,
      changeKind: "deleted",
      changeSummary: `Sub-standard ${sub.subNumber} removed`,
      changedBy: viewer.user.id,
    });
    const discussions = await tx
      .delete(standardDiscussions)
      .where(
        and(
          eq(standardDiscussions.standardId, sub.id),
          eq(standardDiscussions.isSubStandard, true),
        ),
      )
      .returning({ id: standardDiscussions.id });
    await tx.delete(subStandards).where(eq(subStandards.id, sub.id));
    await tx
      .update(standardItems)
      .set({
        hasSubStandards: sql`exists (select 1 from ${subStandards} s where s.standard_id = ${sub.standardId})`,
        updatedAt: sql`now()`,
        updatedBy: viewer.user.id,
      })
      .where(eq(standardItems.id, sub.standardId));
    await writeAuditLog(tx, {
      entityType: "sub_standard",
      entityId: sub.id,
      action: "deleted",
      actorId: viewer.user.id,
      details: {
        itemId: sub.standardId,
        number: sub.subNumber,
        version: sub.version,
        discussions: discussions.length,
        activeRole: viewer.activeRole,
      },
    });
    return sub;
  });
}

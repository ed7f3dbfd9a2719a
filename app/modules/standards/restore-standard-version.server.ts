import { uuidPattern } from "~/lib/uuid";
import { and, eq, sql } from "drizzle-orm";
import { standardItems, standardVersionHistory, subStandards } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { itemAction, loadItem, loadSubStandard, recordHistory } from "./standards-access.server";
import { nextVersion, normalizeVersion } from "./standard-version";
import { notifyStandardChange } from "./notify-standard-change.server";
import { standardsMessages } from "./standards-messages";

/**
 * Staff bring back the text of an earlier version as a new version (current
 * + 0.1), recorded in the history as a restore; the old entries stay as they
 * were. Works for items and sub-standards.
 */
export async function restoreStandardVersion(db: Database, viewer: Viewer, historyId: string) {
  if (!uuidPattern.test(historyId))
    throw new AppError("not_found", standardsMessages.historyNotFound);
  const [entry] = await db
    .select()
    .from(standardVersionHistory)
    .where(eq(standardVersionHistory.id, historyId));
  if (!entry || entry.changeKind === "deleted") {
    throw new AppError("not_found", standardsMessages.historyNotFound);
  }
  if (entry.isSubStandard) assertCan(viewer, "subStandard.update");
  else assertCan(viewer, itemAction((await loadItem(db, entry.itemId)).kind, "update"));

  return db.transaction(async (tx) => {
    const summary = `Restored the text of version ${normalizeVersion(entry.version)}`;
    if (entry.isSubStandard) {
      const sub = await loadSubStandard(tx, entry.standardId, { forUpdate: true });
      if (sub.content === entry.content)
        throw new AppError("validation", standardsMessages.restoreCurrent);
      const version = nextVersion(sub.version);
      const [updated] = await tx
        .update(subStandards)
        .set({ content: entry.content, version, updatedBy: viewer.user.id, updatedAt: sql`now()` })
        .where(and(eq(subStandards.id, sub.id), eq(subStandards.version, sub.version)))
        .returning();
      if (!updated) throw new AppError("conflict", standardsMessages.changedMeanwhile);
      await recordHistory(tx, {
        standardId: sub.id,
        isSubStandard: true,
        itemId: sub.standardId,
        version,
        number: updated.subNumber,
        title: updated.title,
        content: updated.content,
        changeKind: "restored",
        changeSummary: summary,
        changedBy: viewer.user.id,
      });
      await writeAuditLog(tx, {
        entityType: "sub_standard",
        entityId: sub.id,
        action: "restored",
        actorId: viewer.user.id,
        details: {
          fromVersion: sub.version,
          toVersion: version,
          restored: entry.version,
          activeRole: viewer.activeRole,
        },
      });
      return { itemId: sub.standardId, version };
    }
    const item = await loadItem(tx, entry.standardId, { forUpdate: true });
    if (item.content === entry.content)
      throw new AppError("validation", standardsMessages.restoreCurrent);
    const version = nextVersion(item.version);
    const [updated] = await tx
      .update(standardItems)
      .set({ content: entry.content, version, updatedBy: viewer.user.id, updatedAt: sql`now()` })
      .where(and(eq(standardItems.id, item.id), eq(standardItems.version, item.version)))
      .returning();
    if (!updated) throw new AppError("conflict", standardsMessages.changedMeanwhile);
    const history = await recordHistory(tx, {
      standardId: item.id,
      isSubStandard: false,
      itemId: item.id,
      version,
      number: updated.number,
      title: updated.title,
      content: updated.content,
      changeKind: "restored",
      changeSummary: summary,
      changedBy: viewer.user.id,
    });
    await notifyStandardChange(tx, {
      item: updated,
      fromVersion: item.version,
      toVersion: version,
      fromContent: item.content,
      toContent: updated.content,
      historyId: history.id,
    });
    await writeAuditLog(tx, {
      entityType: "standard_item",
      entityId: item.id,
      action: "restored",
      actorId: viewer.user.id,
      details: {
        fromVersion: item.version,
        toVersion: version,
        restored: entry.version,
        activeRole: viewer.activeRole,
      },
    });
    return { itemId: item.id, version };
  });
}

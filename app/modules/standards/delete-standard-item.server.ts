import { and, eq, inArray, sql } from "drizzle-orm";
import {
  standardChanges,
  standardDiscussions,
  standardItems,
  standardVersionHistory,
  subStandards,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { itemLabel, loadItem } from "./standards-access.server";
import { standardsMessages } from "./standards-messages";

/**
 * SPEC §4: deleting a standard removes its sub-standards, their discussions
 * and history, then the item itself — in one transaction (staff; SPEC §8
 * "delete standards"). Refused while a proposal on it is open; decided
 * proposals keep their record (with the item's number and title) and lose
 * only the link.
 */
export async function deleteStandardItem(db: Database, viewer: Viewer, itemId: string) {
  assertCan(viewer, "standardItem.delete");
  await loadItem(db, itemId);
  return db.transaction(async (tx) => {
    const item = await loadItem(tx, itemId, { forUpdate: true });
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(standardChanges)
      .where(
        and(
          eq(standardChanges.sectionId, item.id),
          inArray(standardChanges.status, ["proposed", "voting"]),
        ),
      );
    if ((open?.n ?? 0) > 0) throw new AppError("conflict", standardsMessages.openProposals);

    const subs = await tx
      .select({ id: subStandards.id })
      .from(subStandards)
      .where(eq(subStandards.standardId, item.id));
    const subIds = subs.map((s) => s.id);
    const ids = [item.id, ...subIds];

    const discussions = await tx
      .delete(standardDiscussions)
      .where(inArray(standardDiscussions.standardId, ids))
      .returning({ id: standardDiscussions.id });
    const history = await tx
      .delete(standardVersionHistory)
      .where(inArray(standardVersionHistory.standardId, ids))
      .returning({ id: standardVersionHistory.id });
    if (subIds.length) await tx.delete(subStandards).where(inArray(subStandards.id, subIds));
    await tx.delete(standardItems).where(eq(standardItems.id, item.id));

    await writeAuditLog(tx, {
      entityType: "standard_item",
      entityId: item.id,
      action: "deleted",
      actorId: viewer.user.id,
      details: {
        label: itemLabel(item),
        title: item.title,
        version: item.version,
        subStandards: subIds.length,
        discussions: discussions.length,
        historyEntries: history.length,
        activeRole: viewer.activeRole,
      },
    });
    return {
      item,
      subStandards: subIds.length,
      discussions: discussions.length,
      history: history.length,
    };
  });
}

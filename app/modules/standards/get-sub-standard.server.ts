import { desc, eq } from "drizzle-orm";
import { standardVersionHistory } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { itemLabel, loadItem, loadSubStandard, nameOf, namesOf } from "./standards-access.server";

/** A sub-standard for its edit screen (staff): the text, its standard and its history. */
export async function getSubStandard(db: Executor, viewer: Viewer, subStandardId: string) {
  assertCan(viewer, "subStandard.update");
  const sub = await loadSubStandard(db, subStandardId);
  const item = await loadItem(db, sub.standardId);
  const history = await db
    .select()
    .from(standardVersionHistory)
    .where(eq(standardVersionHistory.standardId, sub.id))
    .orderBy(desc(standardVersionHistory.seq));
  const names = await namesOf(
    db,
    history.map((h) => h.changedBy),
  );
  return {
    subStandard: {
      id: sub.id,
      number: sub.subNumber,
      title: sub.title,
      content: sub.content,
      version: sub.version,
    },
    item: {
      id: item.id,
      kind: item.kind as "standard" | "appendix",
      label: itemLabel(item),
      number: item.number,
      title: item.title,
    },
    history: history.map((h) => ({
      id: h.id,
      version: h.version,
      changeKind: h.changeKind,
      changeSummary: h.changeSummary,
      changedBy: nameOf(names, h.changedBy, "Standards Committee"),
      byCommittee: !h.changedBy,
      changedAt: h.changedAt.toISOString(),
    })),
    can: { delete: can(viewer, "subStandard.delete") },
  };
}

import { manualSectionRevisions, manualSections } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { newManualAnchor } from "./manual-anchors.server";
import {
  fieldErrorsOf,
  nextSectionPosition,
  requireLiveChapterField,
  validationError,
} from "./manual-records.server";
import { sectionAddSchema } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/** Adds a section at the end of a chapter, with revision 1, in one transaction with the audit row. */
export async function addManualSection(
  db: Database,
  viewer: Viewer,
  fields: Record<string, string | undefined>,
  options: { now?: Date } = {},
): Promise<{ id: string; slug: string }> {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const parsed = sectionAddSchema.safeParse(fields);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
  const input = parsed.data;
  await requireLiveChapterField(db, input.chapterId);
  const created = await db.transaction(async (tx) => {
    const slug = await newManualAnchor(tx, input.title);
    const [row] = await tx
      .insert(manualSections)
      .values({
        chapterId: input.chapterId,
        title: input.title,
        slug,
        body: input.body,
        position: await nextSectionPosition(tx, input.chapterId),
        revision: 1,
        createdAt: now,
        updatedAt: now,
        updatedBy: viewer.user.id,
      })
      .returning({ id: manualSections.id, slug: manualSections.slug });
    await tx.insert(manualSectionRevisions).values({
      sectionId: row!.id,
      revision: 1,
      title: input.title,
      body: input.body,
      summary: input.summary,
      authorId: viewer.user.id,
      createdAt: now,
    });
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: row!.id,
      action: "manual_section_added",
      actorId: viewer.user.id,
      details: { title: input.title, chapterId: input.chapterId },
    });
    return row!;
  });
  await operationsManualChanged("section added");
  return created;
}

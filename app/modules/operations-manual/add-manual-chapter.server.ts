import { manualChapters } from "~/db/schema";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { newManualAnchor } from "./manual-anchors.server";
import { fieldErrorsOf, nextChapterPosition, validationError } from "./manual-records.server";
import { chapterTitleSchema } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/** Adds an (empty) chapter at the end of the manual. */
export async function addManualChapter(
  db: Database,
  viewer: Viewer,
  fields: Record<string, string | undefined>,
  options: { now?: Date } = {},
): Promise<{ id: string; slug: string }> {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const parsed = chapterTitleSchema.safeParse(fields);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(manualChapters)
      .values({
        title: parsed.data.title,
        slug: await newManualAnchor(tx, parsed.data.title),
        position: await nextChapterPosition(tx),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: manualChapters.id, slug: manualChapters.slug });
    await writeAuditLog(tx, {
      entityType: "manual_chapter",
      entityId: row!.id,
      action: "manual_chapter_added",
      actorId: viewer.user.id,
      details: { title: parsed.data.title },
    });
    return row!;
  });
  await operationsManualChanged("chapter added");
  return created;
}

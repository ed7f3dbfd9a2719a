import { and, eq } from "drizzle-orm";
import { manualSectionRevisions, manualSections, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import type { Database } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  fieldErrorsOf,
  nextSectionPosition,
  requireLiveChapterField,
  requireSection,
  validationError,
} from "./manual-records.server";
import { manualMessages, manualText, sectionEditSchema } from "./manual-rules";
import { operationsManualChanged } from "./operations-manual-changed.server";

/**
 * Saves an edited section as a new revision (who, when, summary) in one
 * transaction with the audit row. The editor sends the revision it started
 * from; if someone saved in between, nothing is written and the message says
 * who did (their work is not overwritten), in `options.locale`. Moving the section to another
 * chapter puts it at that chapter's end.
 */
export async function saveManualSection(
  db: Database,
  viewer: Viewer,
  sectionId: string,
  fields: Record<string, string | undefined>,
  options: { now?: Date; locale?: Locale } = {},
): Promise<{ revision: number }> {
  assertCan(viewer, "manual.edit");
  const now = options.now ?? new Date();
  const section = await requireSection(db, sectionId);
  if (section.removedAt) throw new AppError("not_found", manualMessages.sectionNotFound);
  const parsed = sectionEditSchema.safeParse(fields);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
  const input = parsed.data;
  await requireLiveChapterField(db, input.chapterId);

  const stale = async () => {
    const [row] = await db
      .select({ revision: manualSections.revision, by: profiles.name })
      .from(manualSections)
      .leftJoin(profiles, eq(profiles.id, manualSections.updatedBy))
      .where(eq(manualSections.id, section.id));
    return new AppError(
      "conflict",
      manualMessages.stale(
        row?.revision ?? section.revision,
        row?.by ?? intlFor(options.locale ?? "en").formatMessage(manualText.unknownUser),
        options.locale,
      ),
    );
  };
  if (input.baseRevision !== section.revision) throw await stale();
  const moved = input.chapterId !== section.chapterId;
  if (!moved && input.title === section.title && input.body === section.body) {
    throw validationError({ body: manualMessages.nothingChanged });
  }

  const revision = section.revision + 1;
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(manualSections)
      .set({
        title: input.title,
        body: input.body,
        chapterId: input.chapterId,
        ...(moved ? { position: await nextSectionPosition(tx, input.chapterId) } : {}),
        revision,
        updatedAt: now,
        updatedBy: viewer.user.id,
      })
      .where(
        and(eq(manualSections.id, section.id), eq(manualSections.revision, input.baseRevision)),
      )
      .returning({ id: manualSections.id });
    if (!row) return false;
    await tx.insert(manualSectionRevisions).values({
      sectionId: section.id,
      revision,
      title: input.title,
      body: input.body,
      summary: input.summary,
      authorId: viewer.user.id,
      createdAt: now,
    });
    await writeAuditLog(tx, {
      entityType: "manual_section",
      entityId: section.id,
      action: "manual_section_updated",
      actorId: viewer.user.id,
      details: {
        revision,
        summary: input.summary,
        ...(moved ? { fromChapterId: section.chapterId, toChapterId: input.chapterId } : {}),
      },
    });
    return true;
  });
  if (!updated) throw await stale();
  await operationsManualChanged("section saved");
  return { revision };
}

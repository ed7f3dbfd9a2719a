import { asc, desc, eq, isNull } from "drizzle-orm";
import { manualChapters, manualSectionRevisions, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { requireSection } from "./manual-records.server";
import {
  diffTexts,
  manualMessages,
  systemSummaryOf,
  type DiffPart,
  type ManualSystemSummary,
} from "./manual-rules";

export type ManualRevisionItem = {
  revision: number;
  summary: string;
  authorName: string | null;
  createdAt: string;
  restoredFrom: number | null;
  /** A summary the services wrote (the screen words it in the reader's language). */
  systemSummary: ManualSystemSummary | null;
};

export type ManualSectionForEdit = {
  id: string;
  title: string;
  slug: string;
  body: string;
  chapterId: string;
  revision: number;
  updatedAt: string;
  chapters: { id: string; title: string }[];
  revisions: ManualRevisionItem[];
  /** The chosen revision compared with the one before it. */
  comparison: {
    revision: number;
    previous: number | null;
    titleBefore: string | null;
    titleAfter: string;
    parts: DiffPart[];
    added: number;
    removed: number;
  } | null;
};

/**
 * A section for its edit screen (manual editors only): the current text, the
 * chapters it may move to, every revision (who, when, summary) and, when
 * `compare` names a revision, its diff against the revision before it.
 */
export async function getManualSectionForEdit(
  db: Executor,
  viewer: Viewer,
  sectionId: string,
  options: { compare?: number } = {},
): Promise<ManualSectionForEdit> {
  assertCan(viewer, "manual.edit");
  const section = await requireSection(db, sectionId);
  // A removed section is edited again only after it is brought back.
  if (section.removedAt) throw new AppError("not_found", manualMessages.sectionNotFound);
  const chapters = await db
    .select({ id: manualChapters.id, title: manualChapters.title })
    .from(manualChapters)
    .where(isNull(manualChapters.removedAt))
    .orderBy(asc(manualChapters.position));
  const revisions = await db
    .select({
      revision: manualSectionRevisions.revision,
      summary: manualSectionRevisions.summary,
      authorName: profiles.name,
      createdAt: manualSectionRevisions.createdAt,
      restoredFrom: manualSectionRevisions.restoredFrom,
      title: manualSectionRevisions.title,
      body: manualSectionRevisions.body,
    })
    .from(manualSectionRevisions)
    .leftJoin(profiles, eq(profiles.id, manualSectionRevisions.authorId))
    .where(eq(manualSectionRevisions.sectionId, section.id))
    .orderBy(desc(manualSectionRevisions.revision));

  let comparison: ManualSectionForEdit["comparison"] = null;
  if (options.compare !== undefined) {
    const index = revisions.findIndex((r) => r.revision === options.compare);
    if (index < 0) throw new AppError("not_found", manualMessages.revisionNotFound);
    const chosen = revisions[index]!;
    const before = revisions[index + 1] ?? null;
    const diff = diffTexts(before?.body ?? "", chosen.body);
    comparison = {
      revision: chosen.revision,
      previous: before?.revision ?? null,
      titleBefore: before?.title ?? null,
      titleAfter: chosen.title,
      ...diff,
    };
  }
  return {
    id: section.id,
    title: section.title,
    slug: section.slug,
    body: section.body,
    chapterId: section.chapterId,
    revision: section.revision,
    updatedAt: section.updatedAt.toISOString(),
    chapters,
    revisions: revisions.map((r) => ({
      revision: r.revision,
      summary: r.summary,
      authorName: r.authorName,
      createdAt: r.createdAt.toISOString(),
      restoredFrom: r.restoredFrom,
      systemSummary: systemSummaryOf(r.summary, r.restoredFrom),
    })),
    comparison,
  };
}

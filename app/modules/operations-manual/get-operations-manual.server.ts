import { and, asc, eq, isNull } from "drizzle-orm";
import { manualChapters, manualSections, profiles } from "~/db/schema";
import { englishVersion, textFingerprint } from "~/domain/content-translation";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { renderMarkdown } from "~/modules/content/index.server";
import {
  contentNote,
  readerTranslations,
  type ContentNote,
} from "~/modules/translations/index.server";

export type ManualSectionView = {
  id: string;
  /** "3.2" */
  number: string;
  title: string;
  /** The section's anchor on /operations-manual. */
  slug: string;
  html: string;
  revision: number;
  updatedAt: string;
  updatedByName: string | null;
  /** On a French or Spanish page: shown in English, or translated from an earlier revision. */
  note: ContentNote | null;
};

export type ManualChapterView = {
  id: string;
  number: number;
  title: string;
  slug: string;
  sections: ManualSectionView[];
};

export type OperationsManual = {
  chapters: ManualChapterView[];
  /** ISO time of the latest change to any chapter or section (null for an empty manual). */
  lastUpdated: string | null;
};

/** Rendered bodies by section id and revision: a revision's text never changes. */
const rendered = new Map<string, string>();
const RENDERED_MAX = 500;

function renderSection(
  id: string,
  revision: number,
  slug: string,
  body: string,
  locale: Locale,
): string {
  // A translation's text changes without a new revision: its key carries a fingerprint.
  const key = locale === "en" ? `${id}:${revision}` : `${id}:${locale}:${textFingerprint(body)}`;
  let html = rendered.get(key);
  if (html === undefined) {
    // Chapter h2, section h3: a `#` in the text becomes h4; ids carry the section's anchor.
    html = renderMarkdown(body, { topHeadingLevel: 4, idPrefix: `${slug}-` }).html;
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    rendered.set(key, html);
  }
  return html;
}

/**
 * The manual as everyone reads it (public page and dashboard): chapters and
 * their sections in order, numbered, with rendered text and the date of the
 * last change. Removed chapters and sections are left out.
 */
export async function getOperationsManual(
  db: Executor,
  locale: Locale = "en",
): Promise<OperationsManual> {
  const chapters = await db
    .select({
      id: manualChapters.id,
      title: manualChapters.title,
      slug: manualChapters.slug,
      updatedAt: manualChapters.updatedAt,
    })
    .from(manualChapters)
    .where(isNull(manualChapters.removedAt))
    .orderBy(asc(manualChapters.position), asc(manualChapters.createdAt));
  const sections = await db
    .select({
      id: manualSections.id,
      chapterId: manualSections.chapterId,
      title: manualSections.title,
      slug: manualSections.slug,
      body: manualSections.body,
      revision: manualSections.revision,
      updatedAt: manualSections.updatedAt,
      updatedByName: profiles.name,
    })
    .from(manualSections)
    .innerJoin(
      manualChapters,
      and(eq(manualChapters.id, manualSections.chapterId), isNull(manualChapters.removedAt)),
    )
    .leftJoin(profiles, eq(profiles.id, manualSections.updatedBy))
    .where(isNull(manualSections.removedAt))
    .orderBy(asc(manualSections.position), asc(manualSections.createdAt));

  // The reader's language (issue 36): each chapter's and section's translation, if any.
  const chapterTexts = await readerTranslations(
    db,
    "manual_chapter",
    locale,
    chapters.map((c) => ({ id: c.id, version: englishVersion.chapter(c.title) })),
  );
  const sectionTexts = await readerTranslations(
    db,
    "manual_section",
    locale,
    sections.map((s) => ({ id: s.id, version: englishVersion.section(s.revision) })),
  );
  let latest = 0;
  const views: ManualChapterView[] = chapters.map((chapter, i) => {
    latest = Math.max(latest, chapter.updatedAt.getTime());
    const own = sections.filter((s) => s.chapterId === chapter.id);
    return {
      id: chapter.id,
      number: i + 1,
      title: chapterTexts.get(chapter.id)?.title ?? chapter.title,
      slug: chapter.slug,
      sections: own.map((s, j) => {
        latest = Math.max(latest, s.updatedAt.getTime());
        const text = sectionTexts.get(s.id);
        return {
          id: s.id,
          number: `${i + 1}.${j + 1}`,
          title: text?.title ?? s.title,
          slug: s.slug,
          html: renderSection(s.id, s.revision, s.slug, text?.body ?? s.body, text ? locale : "en"),
          revision: s.revision,
          updatedAt: s.updatedAt.toISOString(),
          updatedByName: s.updatedByName,
          note: contentNote(locale, text),
        };
      }),
    };
  });
  return { chapters: views, lastUpdated: latest ? new Date(latest).toISOString() : null };
}

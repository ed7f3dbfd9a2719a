import { redirect } from "react-router";
import { AppError } from "~/domain/app-error";
import { localizePath, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getOperationsManual, type ManualSectionView } from "./get-operations-manual.server";
import { manualMessages } from "./manual-rules";

type Neighbour = { slug: string; number: string; title: string } | null;

/**
 * /operations-manual/{slug}: one section as its own page (decision 061), with
 * the contents and the previous and next sections. A chapter's slug redirects
 * to its first section; anything else is not found.
 */
export async function getPublicManualSection(db: Executor, slug: string, locale: Locale = "en") {
  const manual = await getOperationsManual(db, locale);
  const sections: (ManualSectionView & { chapterTitle: string; chapterNumber: number })[] =
    manual.chapters.flatMap((c) =>
      c.sections.map((s) => ({ ...s, chapterTitle: c.title, chapterNumber: c.number })),
    );
  const chapter = manual.chapters.find((c) => c.slug === slug);
  if (chapter?.sections[0])
    throw redirect(localizePath(`/operations-manual/${chapter.sections[0].slug}`, locale), 301);
  const index = sections.findIndex((s) => s.slug === slug);
  if (index < 0) throw new AppError("not_found", manualMessages.sectionNotFound);
  const neighbour = (i: number): Neighbour => {
    const s = sections[i];
    return s ? { slug: s.slug, number: s.number, title: s.title } : null;
  };
  return {
    chapters: manual.chapters,
    section: sections[index]!,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
  };
}

export type PublicManualSectionData = Awaited<ReturnType<typeof getPublicManualSection>>;

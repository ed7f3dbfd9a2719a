import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { MarkdownContent } from "~/modules/content";
import { ContentTitle, englishIf, TranslationNote } from "~/modules/translations";
import type { ManualChapterView, ManualSectionView } from "../get-operations-manual.server";

const m = defineMessages({
  contents: { id: "manualPublic.contents", defaultMessage: "Contents" },
  noSections: {
    id: "manualPublic.chapterNoSections",
    defaultMessage: "This chapter has no sections yet.",
  },
});

/** The heading of the manual's table of contents. */
export function ManualContentsHeading() {
  return (
    <h2 id="toc-heading" className="text-lg font-semibold text-slate-900">
      <FormattedMessage {...m.contents} />
    </h2>
  );
}

/**
 * The table of contents: chapters and their sections, each a link to its
 * anchor on this page, or (`toPages`, the public whole manual) to the
 * section's own page (a chapter to its first section's page; decision 061).
 */
export function ManualTableOfContents({
  chapters,
  toPages = false,
  original = false,
}: {
  chapters: ManualChapterView[];
  toPages?: boolean;
  /** The chapters are the English original on a French or Spanish page (editors). */
  original?: boolean;
}) {
  const to = useLocalizePath();
  const sectionHref = (slug: string) => (toPages ? to(`/operations-manual/${slug}`) : `#${slug}`);
  const chapterHref = (chapter: ManualChapterView) =>
    toPages && chapter.sections[0] ? sectionHref(chapter.sections[0].slug) : `#${chapter.slug}`;
  return (
    <nav
      aria-labelledby="toc-heading"
      className="manual-toc rounded-lg border border-slate-200 bg-slate-50 p-5"
    >
      <ManualContentsHeading />
      <ol className="mt-3 space-y-3 text-sm" lang={original ? "en" : undefined}>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a href={chapterHref(chapter)} className="font-medium text-brand-800 underline">
              {chapter.number}. {chapter.title}
            </a>
            {chapter.sections.length > 0 ? (
              <ol className="mt-1 ml-5 space-y-1">
                {chapter.sections.map((section) => (
                  <li key={section.id}>
                    <a href={sectionHref(section.slug)} className="text-brand-700 hover:underline">
                      {section.number} {section.title}
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The manual's chapters (h2) and sections (h3, Markdown below them), each
 * heading a link to its own anchor. `sectionTools` adds controls under a
 * section's heading (the dashboard's Edit link for editors); `original`
 * marks the texts as the English original (editors on a French or Spanish page).
 */
export function ManualChapters({
  chapters,
  sectionTools,
  original = false,
}: {
  chapters: ManualChapterView[];
  sectionTools?: (section: ManualSectionView) => ReactNode;
  original?: boolean;
}) {
  const english = (note: ManualSectionView["note"]) => (original ? "en" : englishIf(note));
  return (
    <div className="space-y-12">
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-labelledby={chapter.slug} className="manual-chapter">
          <h2
            id={chapter.slug}
            className="scroll-mt-4 border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900"
          >
            <a href={`#${chapter.slug}`} className="hover:underline">
              {chapter.number}. {original ? <span lang="en">{chapter.title}</span> : chapter.title}
            </a>
          </h2>
          {chapter.sections.length === 0 ? (
            <p className="mt-4 text-slate-600">
              <FormattedMessage {...m.noSections} />
            </p>
          ) : null}
          {chapter.sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.slug}
              className="manual-section mt-8"
            >
              <h3 id={section.slug} className="scroll-mt-4 text-xl font-semibold text-slate-900">
                <a href={`#${section.slug}`} className="hover:underline">
                  {section.number}{" "}
                  {original ? (
                    <span lang="en">{section.title}</span>
                  ) : (
                    <ContentTitle note={section.note}>{section.title}</ContentTitle>
                  )}
                </a>
              </h3>
              {sectionTools ? sectionTools(section) : null}
              {section.note ? (
                <TranslationNote
                  state={section.note.state}
                  englishHref={`/operations-manual/${section.slug}`}
                />
              ) : null}
              <MarkdownContent html={section.html} className="mt-2" lang={english(section.note)} />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

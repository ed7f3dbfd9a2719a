import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { MarkdownContent } from "~/modules/content";
import { ContentTitle, englishIf, TranslationNote } from "~/modules/translations";
import { PageContainer } from "~/modules/site-content";
import type { PublicManualSectionData } from "../get-public-manual-section.server";
import { ManualContentsHeading } from "./manual-view";

const m = defineMessages({
  wholeManual: {
    id: "manualPublic.wholeManual",
    defaultMessage: "The whole manual on one page (to print)",
  },
  chapter: {
    id: "manualPublic.chapterLine",
    defaultMessage: "Operations Manual · Chapter {number}. {title}",
  },
  lastChanged: { id: "manualPublic.lastChanged", defaultMessage: "Last changed {date}" },
  previousNext: {
    id: "manualPublic.previousNext",
    defaultMessage: "Previous and next section",
  },
});

/** One section of the operations manual as its own page: contents, text, previous and next. */
export function PublicManualSectionPage({ page }: { page: PublicManualSectionData }) {
  const { chapters, section, previous, next } = page;
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  return (
    <PageContainer>
      <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <nav
          aria-labelledby="toc-heading"
          className="rounded-lg border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto"
        >
          <ManualContentsHeading />
          <ol className="mt-3 space-y-3 text-sm">
            {chapters.map((chapter) => (
              <li key={chapter.id}>
                <span className="font-medium text-slate-900">
                  {chapter.number}. {chapter.title}
                </span>
                <ol className="mt-1 ml-5 space-y-1">
                  {chapter.sections.map((s) => (
                    <li key={s.id}>
                      <Link
                        to={to(`/operations-manual/${s.slug}`)}
                        aria-current={s.id === section.id ? "page" : undefined}
                        className={
                          s.id === section.id
                            ? "font-semibold text-slate-900"
                            : "text-brand-700 hover:underline"
                        }
                      >
                        {s.number} {s.title}
                      </Link>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          <p className="mt-4 border-t border-slate-200 pt-3 text-sm">
            <Link to={to("/operations-manual")} className="text-brand-800 underline">
              <FormattedMessage {...m.wholeManual} />
            </Link>
          </p>
        </nav>
        <article className="max-w-3xl min-w-0">
          <p className="text-sm text-slate-600">
            <FormattedMessage
              {...m.chapter}
              values={{ number: section.chapterNumber, title: section.chapterTitle }}
            />
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">
            {section.number} <ContentTitle note={section.note}>{section.title}</ContentTitle>
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            <FormattedMessage
              {...m.lastChanged}
              values={{
                date: <time dateTime={section.updatedAt}>{f.date(section.updatedAt)}</time>,
              }}
            />
          </p>
          {section.note ? (
            <TranslationNote
              state={section.note.state}
              englishHref={`/operations-manual/${section.slug}`}
            />
          ) : null}
          <MarkdownContent html={section.html} className="mt-6" lang={englishIf(section.note)} />
          <nav
            aria-label={intl.formatMessage(m.previousNext)}
            className="mt-10 flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-4 text-sm"
          >
            {previous ? (
              <Link
                to={to(`/operations-manual/${previous.slug}`)}
                className="text-brand-800 underline"
              >
                ← {previous.number} {previous.title}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={to(`/operations-manual/${next.slug}`)} className="text-brand-800 underline">
                {next.number} {next.title} →
              </Link>
            ) : null}
          </nav>
        </article>
      </div>
    </PageContainer>
  );
}

import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import type { ManualSectionPageData } from "../get-manual-pages.server";
import { MANUAL_DASHBOARD_PATH, manualNotices } from "../manual-rules";
import {
  RevisionHistory,
  SectionEditor,
  SectionNotice,
  type SectionActionData,
} from "./section-editor";

const m = defineMessages({
  back: { id: "manual.section.back", defaultMessage: "← Operations Manual" },
  title: { id: "manual.section.title", defaultMessage: "Edit: {title}" },
  intro: {
    id: "manual.section.intro",
    defaultMessage:
      "Chapter {chapter}, revision {revision}. Every save is kept as a revision with your name, the time and your summary; earlier revisions can be compared and restored.",
  },
  public: { id: "manual.section.public", defaultMessage: "See it in the public manual" },
});

/** Editing one section of the manual: the editor with its preview, and the revisions. */
export function ManualSectionScreen({
  page,
  result,
}: {
  page: ManualSectionPageData;
  result: SectionActionData | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const { section, preview, notice } = page;
  const chapterNumber = section.chapters.findIndex((c) => c.id === section.chapterId) + 1;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={MANUAL_DASHBOARD_PATH} className="text-brand-800 underline">
            <FormattedMessage {...m.back} />
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          <FormattedMessage
            {...m.title}
            values={{ title: <span lang="en">{section.title}</span> }}
          />
        </h1>
        <p className="mt-1 text-slate-700">
          <FormattedMessage
            {...m.intro}
            values={{ chapter: chapterNumber, revision: section.revision }}
          />{" "}
          <Link
            to={`${to("/operations-manual")}#${section.slug}`}
            className="text-brand-800 underline"
          >
            <FormattedMessage {...m.public} />
          </Link>
        </p>
      </div>
      <SectionNotice text={notice ? intl.formatMessage(manualNotices[notice]) : null} />
      {result && !result.ok && result.message ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <SectionEditor
          key={section.revision}
          section={section}
          initialPreview={preview}
          actionData={result}
        />
      </div>
      <RevisionHistory section={section} />
    </div>
  );
}

import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import type { ManualSectionPageData } from "../get-manual-pages.server";
import { MANUAL_DASHBOARD_PATH } from "../manual-rules";
import {
  RevisionHistory,
  SectionEditor,
  SectionNotice,
  type SectionActionData,
} from "./section-editor";

/** Editing one section of the manual: the editor with its preview, and the revisions. */
export function ManualSectionScreen({
  page,
  result,
}: {
  page: ManualSectionPageData;
  result: SectionActionData | undefined;
}) {
  const { section, preview, notice } = page;
  const chapterNumber = section.chapters.findIndex((c) => c.id === section.chapterId) + 1;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={MANUAL_DASHBOARD_PATH} className="text-brand-800 underline">
            ← Operations Manual
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Edit: {section.title}</h1>
        <p className="mt-1 text-slate-700">
          Chapter {chapterNumber}, revision {section.revision}. Every save is kept as a revision
          with your name, the time and your summary; earlier revisions can be compared and restored.{" "}
          <Link to={`/operations-manual#${section.slug}`} className="text-brand-800 underline">
            See it in the public manual
          </Link>
        </p>
      </div>
      <SectionNotice text={notice} />
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

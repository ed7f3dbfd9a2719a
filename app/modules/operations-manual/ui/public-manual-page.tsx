import type { ComponentProps } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { ManualChapters, ManualTableOfContents } from "./manual-view";
import { PrintButton } from "./print-button";

/** The public /operations-manual page: table of contents and every chapter, printable. */
export function PublicManualPage({
  chapters,
  lastUpdated,
}: {
  chapters: ComponentProps<typeof ManualChapters>["chapters"];
  lastUpdated: string | null;
}) {
  return (
    <PageContainer>
      <PageIntro
        title="Operations Manual"
        lead="How the Humane Accreditation Program is governed and run: who does what, how applications, fees, audits and decisions work, and how certificates are used, renewed, challenged and revoked."
      >
        {chapters[0]?.sections[0] ? (
          <p className="mt-4 max-w-3xl text-slate-700">
            Each section has its own page: pick one in the contents, or{" "}
            <Link
              to={`/operations-manual/${chapters[0].sections[0].slug}`}
              className="font-medium text-brand-800 underline"
            >
              start with {chapters[0].sections[0].number} {chapters[0].sections[0].title}
            </Link>
            . This page shows the whole manual at once, to print or to search with your browser.
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-700">
          {lastUpdated ? (
            <p>
              Last updated <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
            </p>
          ) : null}
          <PrintButton />
        </div>
      </PageIntro>
      {chapters.length === 0 ? (
        <p className="mt-8 text-slate-700">The operations manual is being prepared.</p>
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
            <ManualTableOfContents chapters={chapters} toPages />
          </div>
          <div className="min-w-0 max-w-3xl">
            <ManualChapters chapters={chapters} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

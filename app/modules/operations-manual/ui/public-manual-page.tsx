import type { ComponentProps } from "react";
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
            <ManualTableOfContents chapters={chapters} />
          </div>
          <div className="min-w-0 max-w-3xl">
            <ManualChapters chapters={chapters} />
          </div>
        </div>
      )}
    </PageContainer>
  );
}

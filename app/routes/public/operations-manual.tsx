import { getDb } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import { throwLoaderError } from "~/lib/route-errors.server";
import { getOperationsManual } from "~/modules/operations-manual/get-operations-manual.server";
import { manualMessages } from "~/modules/operations-manual/manual-rules";
import { ManualChapters, ManualTableOfContents } from "~/modules/operations-manual/ui/manual-view";
import printStyles from "~/modules/operations-manual/ui/manual-print.css?url";
import { PrintButton } from "~/modules/operations-manual/ui/print-button";
import { PageContainer, PageIntro } from "~/modules/site-content/page-parts";
import { publicPageMeta } from "~/modules/site-content/public-pages";
import type { Route } from "./+types/operations-manual";

export async function loader() {
  try {
    return await getOperationsManual(getDb());
  } catch (error) {
    throwLoaderError(error, manualMessages.fetchFailed, "public operations manual");
  }
}

export function meta() {
  return publicPageMeta("/operations-manual");
}

export function links() {
  return [{ rel: "stylesheet", href: printStyles, media: "print" }];
}

export default function OperationsManual({ loaderData }: Route.ComponentProps) {
  const { chapters, lastUpdated } = loaderData;
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

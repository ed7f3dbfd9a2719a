import type { ComponentProps, ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { ManualChapters, ManualTableOfContents } from "./manual-view";
import { PrintButton } from "./print-button";

/** The manual's name, also in the <title> of each section's page. */
export const publicManualMessages = defineMessages({
  title: { id: "manualPublic.title", defaultMessage: "Operations Manual" },
  sectionTitle: {
    id: "manualPublic.sectionTitle",
    defaultMessage: "{number} {title} · Operations Manual",
  },
});

const m = defineMessages({
  lead: {
    id: "manualPublic.lead",
    defaultMessage:
      "How the Humane Accreditation Program is governed and run: who does what, how applications, fees, audits and decisions work, and how certificates are used, renewed, challenged and revoked.",
  },
  sectionPages: {
    id: "manualPublic.sectionPages",
    defaultMessage:
      "Each section has its own page: pick one in the contents, or <link>start with {number} {title}</link>. This page shows the whole manual at once, to print or to search with your browser.",
  },
  lastUpdated: { id: "manualPublic.lastUpdated", defaultMessage: "Last updated {date}" },
  empty: {
    id: "manualPublic.empty",
    defaultMessage: "The operations manual is being prepared.",
  },
});

/** The public /operations-manual page: table of contents and every chapter, printable. */
export function PublicManualPage({
  chapters,
  lastUpdated,
}: {
  chapters: ComponentProps<typeof ManualChapters>["chapters"];
  lastUpdated: string | null;
}) {
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  const first = chapters[0]?.sections[0];
  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(publicManualMessages.title)}
        lead={intl.formatMessage(m.lead)}
      >
        {first ? (
          <p className="mt-4 max-w-3xl text-slate-700">
            <FormattedMessage
              {...m.sectionPages}
              values={{
                number: first.number,
                title: first.title,
                link: (chunks: ReactNode) => (
                  <Link
                    to={to(`/operations-manual/${first.slug}`)}
                    className="font-medium text-brand-800 underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-4 text-sm text-slate-700">
          {lastUpdated ? (
            <p>
              <FormattedMessage
                {...m.lastUpdated}
                values={{ date: <time dateTime={lastUpdated}>{f.date(lastUpdated)}</time> }}
              />
            </p>
          ) : null}
          <PrintButton />
        </div>
      </PageIntro>
      {chapters.length === 0 ? (
        <p className="mt-8 text-slate-700">
          <FormattedMessage {...m.empty} />
        </p>
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

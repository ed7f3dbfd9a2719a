import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { controlClasses, Field } from "~/components/form";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CONTACT_PATH, reportConcernPath } from "../complaint-messages";
import { concernMessages as m } from "../concern-messages";
import type { ConcernSearchResult } from "../find-concern-businesses.server";

export const GENERAL_CONCERN_PATH = "/report-concern";

/**
 * The general "Report a concern" page (issue 33): linked from the home page,
 * the footer, the contact page and the FAQs. A concern is about one business,
 * so the page finds it first (a plain GET form: no JavaScript) and links to
 * its concern form; a business that claims accreditation but is not found is
 * sent to verification and the programme office.
 */
export function FindConcernBusinessPage({ result }: { result: ConcernSearchResult }) {
  const intl = useIntl();
  const to = useLocalizePath();
  const link = (path: string) => (chunks: ReactNode) => (
    <Link to={to(path)} className="font-medium text-brand-800 underline">
      {chunks}
    </Link>
  );
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.findTitle)} lead={intl.formatMessage(m.findLead)} />
      <form
        method="get"
        action={to(GENERAL_CONCERN_PATH)}
        role="search"
        aria-label={intl.formatMessage(m.findForm)}
        className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          id="concern-q"
          label={intl.formatMessage(m.findLabel)}
          name="q"
          type="search"
          defaultValue={result.q}
          maxLength={100}
          hint={intl.formatMessage(m.findHint)}
          hintClassName="mt-1 text-xs text-slate-700"
          className="grow"
          controlClassName={controlClasses.select}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:mb-5"
        >
          <FormattedMessage {...m.findSubmit} />
        </button>
      </form>

      {result.q ? (
        <section aria-labelledby="concern-results" className="mt-8 max-w-2xl">
          <h2 id="concern-results" className="text-xl font-semibold text-slate-900">
            {intl.formatMessage(result.businesses.length > 0 ? m.findMatching : m.findNone, {
              q: result.q,
            })}
          </h2>
          {result.businesses.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-200" data-testid="concern-businesses">
              {result.businesses.map((b) => (
                <li
                  key={b.certificateNumber}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                >
                  <span>
                    <span className="font-medium text-slate-900">{b.businessName}</span>
                    <span className="block text-sm text-slate-700">
                      {[b.city, b.region].filter(Boolean).join(", ")} ·{" "}
                      {intl.formatMessage(m.findCertificate, { number: b.certificateNumber })}
                    </span>
                  </span>
                  <Link
                    to={to(reportConcernPath(b.certificateNumber))}
                    className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    <FormattedMessage
                      {...m.findReport}
                      values={{
                        name: b.businessName,
                        hidden: (chunks: ReactNode) => <span className="sr-only">{chunks}</span>,
                      }}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-800">
              <FormattedMessage {...m.findNoneHelp} />
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="concern-other" className="mt-10 max-w-2xl space-y-2 text-slate-800">
        <h2 id="concern-other" className="text-xl font-semibold text-slate-900">
          <FormattedMessage {...m.notListedHeading} />
        </h2>
        <p>
          <FormattedMessage
            {...m.notListedText}
            values={{ verify: link("/verify"), contact: link(CONTACT_PATH) }}
          />
        </p>
      </section>
    </PageContainer>
  );
}

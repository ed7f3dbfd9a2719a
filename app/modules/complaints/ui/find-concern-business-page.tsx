import { Link } from "react-router";
import { controlClasses, Field } from "~/components/form";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CONTACT_PATH, reportConcernPath } from "../complaint-messages";
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
  return (
    <PageContainer>
      <PageIntro
        title="Report a concern"
        lead="Had a problem with an accredited business, or saw work that breaks the standards? Tell us: the programme looks into every concern about an accredited business impartially and in writing. First, find the business."
      />
      <form
        method="get"
        action={GENERAL_CONCERN_PATH}
        role="search"
        aria-label="Find the business"
        className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          id="concern-q"
          label="Business name or certificate number"
          name="q"
          type="search"
          defaultValue={result.q}
          maxLength={100}
          hint="The certificate number is on the business's certificate, for example 2026-00012"
          hintClassName="mt-1 text-xs text-slate-700"
          className="grow"
          controlClassName={controlClasses.select}
        />
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:mb-5"
        >
          Find the business
        </button>
      </form>

      {result.q ? (
        <section aria-labelledby="concern-results" className="mt-8 max-w-2xl">
          <h2 id="concern-results" className="text-xl font-semibold text-slate-900">
            {result.businesses.length > 0
              ? `Businesses matching “${result.q}”`
              : `No accredited business matches “${result.q}”`}
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
                      {[b.city, b.region].filter(Boolean).join(", ")} · Certificate{" "}
                      {b.certificateNumber}
                    </span>
                  </span>
                  <Link
                    to={reportConcernPath(b.certificateNumber)}
                    className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  >
                    Report a concern<span className="sr-only"> about {b.businessName}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-800">
              Check the spelling, or search by the certificate number.
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="concern-other" className="mt-10 max-w-2xl space-y-2 text-slate-800">
        <h2 id="concern-other" className="text-xl font-semibold text-slate-900">
          A business that is not listed
        </h2>
        <p>
          A business that says it is accredited but is not found here may be using the
          programme&apos;s name without a certificate.{" "}
          <Link to="/verify" className="font-medium text-brand-800 underline">
            Verify its certificate
          </Link>{" "}
          by its number or QR code, and if it is not valid,{" "}
          <Link to={CONTACT_PATH} className="font-medium text-brand-800 underline">
            tell the programme office
          </Link>
          . For an animal in danger now, call your local animal services or wildlife authority.
        </p>
      </section>
    </PageContainer>
  );
}

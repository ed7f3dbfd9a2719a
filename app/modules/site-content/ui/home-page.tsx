import { Link } from "react-router";
import { controlClasses, Field } from "~/components/form";
import { feesInCents } from "~/domain/fees";
import { formatMoney } from "~/lib/format";
import { MAX_SEARCH_LENGTH } from "~/modules/places";
import { ButtonLink } from "../page-parts";

const benefits = [
  {
    title: "Independent, on-site verification",
    body: "A trained examiner visits your business, reviews your records, equipment and vehicles, and checks that what you do in the field matches the published standards. Clients no longer have to take “humane” on faith.",
  },
  {
    title: "A certificate anyone can verify",
    body: "Accredited businesses receive a yearly certificate with a unique number and a QR code. Homeowners, property managers and municipalities can scan it to confirm in seconds that the accreditation is current.",
  },
  {
    title: "A listing in the public directory",
    body: "Certified businesses appear in a searchable directory of humane wildlife control providers across the United States, Canada and Mexico, where clients and referral partners look for them.",
  },
  {
    title: "Clear, published standards",
    body: "Fifteen numbered standards, from prevention and exclusion to release and the rare cases where lethal control is justified, give your team a shared, documented way of working that you can show to clients and regulators.",
  },
  {
    title: "A voice in a growing profession",
    body: "The standards are maintained by a committee of practitioners and welfare specialists. Accredited members can propose changes, discuss them and see them reviewed openly, version by version.",
  },
];

const steps = [
  { title: "Apply", body: "Create an account, describe your business and upload your documents." },
  {
    title: "Get audited",
    body: `Pay the ${formatMoney(feesInCents.initialAudit)} audit fee and welcome an examiner for an on-site audit.`,
  },
  {
    title: "Get certified",
    body: "After a positive committee review, pay the membership fee and receive your certificate.",
  },
];

/**
 * Homeowners' way in (issue 33): a search of the directory by postal code,
 * city or words. A plain GET form to /directory: it works without JavaScript,
 * as the public pages ship none.
 */
function FindABusiness() {
  return (
    <section aria-labelledby="find-heading" className="border-y border-brand-100 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="find-heading" className="text-2xl font-bold text-slate-900">
          Find an accredited business near you
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          A wild animal in your attic, chimney or crawl space? Search the directory for a business
          that holds a current certificate and serves your address.
        </p>
        <form
          method="get"
          action="/directory"
          role="search"
          aria-label="Find an accredited business"
          className="mt-4 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Field
            id="home-q"
            label="Postal code, city or what you need"
            name="q"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            hint="For example 97214, H2X 1Y4, Guadalajara, or bats in the attic in Portland, OR"
            hintClassName="mt-1 text-xs text-slate-700"
            className="grow"
            controlClassName={controlClasses.select}
          />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:mb-5"
          >
            Find a business
          </button>
        </form>
        <p className="mt-3 text-sm text-slate-700">
          Holding a certificate from a business?{" "}
          <Link to="/verify" className="font-medium text-brand-800 underline">
            Verify it
          </Link>
          . A concern about an accredited business?{" "}
          <Link to="/report-concern" className="font-medium text-brand-800 underline">
            Report it
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

/** The text of the home page: what accreditation is, its benefits and the steps (/). */
export function HomePage() {
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              Humane wildlife control accreditation · United States, Canada, Mexico
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              Wildlife control that is effective, lawful and humane
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">
              The Humane Accreditation Portal runs an independent accreditation programme for
              businesses that resolve conflicts with wild animals. We audit how they work against
              public standards and certify those who put prevention, exclusion and animal welfare
              first.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/process">See the accreditation process</ButtonLink>
              <ButtonLink to="/standards" variant="secondary">
                Read the standards
              </ButtonLink>
            </div>
          </div>
          <aside
            aria-label="Programme at a glance"
            className="rounded-xl border border-brand-200 bg-white p-6 shadow-sm lg:col-span-2"
          >
            <h2 className="text-lg font-semibold text-slate-900">At a glance</h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">Audit fee</dt>
                <dd className="text-right font-semibold text-slate-900">
                  {formatMoney(feesInCents.initialAudit)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">Membership fee</dt>
                <dd className="text-right font-semibold text-slate-900">
                  {formatMoney(feesInCents.initialMembership)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">Certificate validity</dt>
                <dd className="text-right font-semibold text-slate-900">One year, renewable</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">Published standards</dt>
                <dd className="text-right font-semibold text-slate-900">
                  15 standards, 5 appendices
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </section>

      <FindABusiness />

      <section aria-labelledby="programme-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="programme-heading" className="text-3xl font-bold text-slate-900">
              What the programme is
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-800">
              <p>
                Raccoons in the attic, skunks under the deck, bats in the church steeple: every
                year, homeowners, businesses and municipalities call a professional for help with
                wild animals. The way those calls are handled varies enormously. Some companies seal
                entry points, let animals leave on their own and keep families together; others trap
                and remove animals without a plan for the young left behind.
              </p>
              <p>
                Our accreditation gives clients a reliable way to tell the difference. Businesses
                apply with documents, pass an on-site audit by an independent examiner and are
                reviewed by a panel of the standards committee. Those who meet the standards receive
                a certificate for one year and renew it annually, so the promise stays current.
              </p>
              <p>
                <Link
                  to="/about"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  Learn who runs the programme and the principles behind it
                </Link>
              </p>
            </div>
          </div>
          <div className="rounded-xl bg-slate-50 p-6">
            <h2 className="text-xl font-semibold text-slate-900">Three stages to accreditation</h2>
            <ol className="mt-4 space-y-4">
              {steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="text-sm leading-6 text-slate-700">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="benefits-heading" className="text-3xl font-bold text-slate-900">
            Why businesses get accredited
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            Accreditation is a commitment to a standard of care, and a way to show it.
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
            {benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-brand-800">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{benefit.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            Ready to show clients how you work?
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">
            Read the steps and the fees, check your practices against the standards, then create
            your account when you are ready to apply.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/process" variant="inverse">
              How accreditation works
            </ButtonLink>
            <ButtonLink to="/standards" variant="inverse">
              The accreditation standards
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { controlClasses, Field } from "~/components/form";
import { feesInCents } from "~/domain/fees";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { MAX_SEARCH_LENGTH } from "~/modules/places";
import { ButtonLink } from "../page-parts";

const m = defineMessages({
  findHeading: { id: "home.find.heading", defaultMessage: "Find an accredited business near you" },
  findLead: {
    id: "home.find.lead",
    defaultMessage:
      "A wild animal in your attic, chimney or crawl space? Search the directory for a business that holds a current certificate and serves your address.",
  },
  findForm: { id: "home.find.formLabel", defaultMessage: "Find an accredited business" },
  findLabel: { id: "home.find.label", defaultMessage: "Postal code, city or what you need" },
  findHint: {
    id: "home.find.hint",
    defaultMessage: "For example 97214, H2X 1Y4, Guadalajara, or bats in the attic in Portland, OR",
  },
  findButton: { id: "home.find.button", defaultMessage: "Find a business" },
  findAfter: {
    id: "home.find.verifyOrReport",
    defaultMessage:
      "Holding a certificate from a business? <verify>Verify it</verify>. A concern about an accredited business? <report>Report it</report>.",
  },
  heroKicker: {
    id: "home.hero.kicker",
    defaultMessage: "Humane wildlife control accreditation · United States, Canada, Mexico",
  },
  heroTitle: {
    id: "home.hero.title",
    defaultMessage: "Wildlife control that is effective, lawful and humane",
  },
  heroLead: {
    id: "home.hero.lead",
    defaultMessage:
      "The Humane Accreditation Portal runs an independent accreditation programme for businesses that resolve conflicts with wild animals. We audit how they work against public standards and certify those who put prevention, exclusion and animal welfare first.",
  },
  heroProcess: { id: "home.hero.processButton", defaultMessage: "See the accreditation process" },
  heroStandards: { id: "home.hero.standardsButton", defaultMessage: "Read the standards" },
  glanceLabel: { id: "home.glance.label", defaultMessage: "Programme at a glance" },
  glanceTitle: { id: "home.glance.title", defaultMessage: "At a glance" },
  glanceAuditFee: { id: "home.glance.auditFee", defaultMessage: "Audit fee" },
  glanceMembershipFee: { id: "home.glance.membershipFee", defaultMessage: "Membership fee" },
  glanceValidity: { id: "home.glance.validity", defaultMessage: "Certificate validity" },
  glanceValidityValue: { id: "home.glance.validityValue", defaultMessage: "One year, renewable" },
  glanceStandards: { id: "home.glance.standards", defaultMessage: "Published standards" },
  glanceStandardsValue: {
    id: "home.glance.standardsValue",
    defaultMessage: "15 standards, 5 appendices",
  },
  programmeTitle: { id: "home.programme.title", defaultMessage: "What the programme is" },
  programmeP1: {
    id: "home.programme.p1",
    defaultMessage:
      "Raccoons in the attic, skunks under the deck, bats in the church steeple: every year, homeowners, businesses and municipalities call a professional for help with wild animals. The way those calls are handled varies enormously. Some companies seal entry points, let animals leave on their own and keep families together; others trap and remove animals without a plan for the young left behind.",
  },
  programmeP2: {
    id: "home.programme.p2",
    defaultMessage:
      "Our accreditation gives clients a reliable way to tell the difference. Businesses apply with documents, pass an on-site audit by an independent examiner and are reviewed by a panel of the standards committee. Those who meet the standards receive a certificate for one year and renew it annually, so the promise stays current.",
  },
  programmeAbout: {
    id: "home.programme.aboutLink",
    defaultMessage: "Learn who runs the programme and the principles behind it",
  },
  stagesTitle: { id: "home.stages.title", defaultMessage: "Three stages to accreditation" },
  benefitsTitle: { id: "home.benefits.title", defaultMessage: "Why businesses get accredited" },
  benefitsLead: {
    id: "home.benefits.lead",
    defaultMessage: "Accreditation is a commitment to a standard of care, and a way to show it.",
  },
  ctaTitle: { id: "home.cta.title", defaultMessage: "Ready to show clients how you work?" },
  ctaLead: {
    id: "home.cta.lead",
    defaultMessage:
      "Read the steps and the fees, check your practices against the standards, then create your account when you are ready to apply.",
  },
  ctaProcess: { id: "home.cta.processButton", defaultMessage: "How accreditation works" },
  ctaStandards: { id: "home.cta.standardsButton", defaultMessage: "The accreditation standards" },
});

const b = defineMessages({
  verificationTitle: {
    id: "home.benefit.verification.title",
    defaultMessage: "Independent, on-site verification",
  },
  verificationBody: {
    id: "home.benefit.verification.body",
    defaultMessage:
      "A trained examiner visits your business, reviews your records, equipment and vehicles, and checks that what you do in the field matches the published standards. Clients no longer have to take “humane” on faith.",
  },
  certificateTitle: {
    id: "home.benefit.certificate.title",
    defaultMessage: "A certificate anyone can verify",
  },
  certificateBody: {
    id: "home.benefit.certificate.body",
    defaultMessage:
      "Accredited businesses receive a yearly certificate with a unique number and a QR code. Homeowners, property managers and municipalities can scan it to confirm in seconds that the accreditation is current.",
  },
  directoryTitle: {
    id: "home.benefit.directory.title",
    defaultMessage: "A listing in the public directory",
  },
  directoryBody: {
    id: "home.benefit.directory.body",
    defaultMessage:
      "Certified businesses appear in a searchable directory of humane wildlife control providers across the United States, Canada and Mexico, where clients and referral partners look for them.",
  },
  standardsTitle: {
    id: "home.benefit.standards.title",
    defaultMessage: "Clear, published standards",
  },
  standardsBody: {
    id: "home.benefit.standards.body",
    defaultMessage:
      "Fifteen numbered standards, from prevention and exclusion to release and the rare cases where lethal control is justified, give your team a shared, documented way of working that you can show to clients and regulators.",
  },
  voiceTitle: {
    id: "home.benefit.voice.title",
    defaultMessage: "A voice in a growing profession",
  },
  voiceBody: {
    id: "home.benefit.voice.body",
    defaultMessage:
      "The standards are maintained by a committee of practitioners and welfare specialists. Accredited members can propose changes, discuss them and see them reviewed openly, version by version.",
  },
});

const s = defineMessages({
  applyTitle: { id: "home.step.apply.title", defaultMessage: "Apply" },
  applyBody: {
    id: "home.step.apply.body",
    defaultMessage: "Create an account, describe your business and upload your documents.",
  },
  auditTitle: { id: "home.step.audit.title", defaultMessage: "Get audited" },
  auditBody: {
    id: "home.step.audit.body",
    defaultMessage: "Pay the {fee} audit fee and welcome an examiner for an on-site audit.",
  },
  certifiedTitle: { id: "home.step.certified.title", defaultMessage: "Get certified" },
  certifiedBody: {
    id: "home.step.certified.body",
    defaultMessage:
      "After a positive committee review, pay the membership fee and receive your certificate.",
  },
});

type Card = { title: EnglishMessage; body: EnglishMessage };

const benefits: Card[] = [
  { title: b.verificationTitle, body: b.verificationBody },
  { title: b.certificateTitle, body: b.certificateBody },
  { title: b.directoryTitle, body: b.directoryBody },
  { title: b.standardsTitle, body: b.standardsBody },
  { title: b.voiceTitle, body: b.voiceBody },
];

const steps: Card[] = [
  { title: s.applyTitle, body: s.applyBody },
  { title: s.auditTitle, body: s.auditBody },
  { title: s.certifiedTitle, body: s.certifiedBody },
];

/**
 * Homeowners' way in (issue 33): a search of the directory by postal code,
 * city or words. A plain GET form to /directory: it works without JavaScript,
 * as the public pages ship none.
 */
function FindABusiness() {
  const intl = useIntl();
  const to = useLocalizePath();
  return (
    <section aria-labelledby="find-heading" className="border-y border-brand-100 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="find-heading" className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.findHeading} />
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          <FormattedMessage {...m.findLead} />
        </p>
        <form
          method="get"
          action={to("/directory")}
          role="search"
          aria-label={intl.formatMessage(m.findForm)}
          className="mt-4 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Field
            id="home-q"
            label={intl.formatMessage(m.findLabel)}
            name="q"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            hint={intl.formatMessage(m.findHint)}
            hintClassName="mt-1 text-xs text-slate-700"
            className="grow"
            controlClassName={controlClasses.select}
          />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:mb-5"
          >
            <FormattedMessage {...m.findButton} />
          </button>
        </form>
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage
            {...m.findAfter}
            values={{
              verify: (chunks: ReactNode) => (
                <Link to={to("/verify")} className="font-medium text-brand-800 underline">
                  {chunks}
                </Link>
              ),
              report: (chunks: ReactNode) => (
                <Link to={to("/report-concern")} className="font-medium text-brand-800 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}

/** The text of the home page: what accreditation is, its benefits and the steps (/). */
export function HomePage() {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const stepValues = { fee: f.money(feesInCents.initialAudit) };
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              <FormattedMessage {...m.heroKicker} />
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              <FormattedMessage {...m.heroTitle} />
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700">
              <FormattedMessage {...m.heroLead} />
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={to("/process")}>
                <FormattedMessage {...m.heroProcess} />
              </ButtonLink>
              <ButtonLink to={to("/standards")} variant="secondary">
                <FormattedMessage {...m.heroStandards} />
              </ButtonLink>
            </div>
          </div>
          <aside
            aria-label={intl.formatMessage(m.glanceLabel)}
            className="rounded-xl border border-brand-200 bg-white p-6 shadow-sm lg:col-span-2"
          >
            <h2 className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.glanceTitle} />
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">
                  <FormattedMessage {...m.glanceAuditFee} />
                </dt>
                <dd className="text-right font-semibold text-slate-900">
                  {f.money(feesInCents.initialAudit)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">
                  <FormattedMessage {...m.glanceMembershipFee} />
                </dt>
                <dd className="text-right font-semibold text-slate-900">
                  {f.money(feesInCents.initialMembership)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-b border-slate-100 pb-3">
                <dt className="text-slate-700">
                  <FormattedMessage {...m.glanceValidity} />
                </dt>
                <dd className="text-right font-semibold text-slate-900">
                  <FormattedMessage {...m.glanceValidityValue} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">
                  <FormattedMessage {...m.glanceStandards} />
                </dt>
                <dd className="text-right font-semibold text-slate-900">
                  <FormattedMessage {...m.glanceStandardsValue} />
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
              <FormattedMessage {...m.programmeTitle} />
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-800">
              <p>
                <FormattedMessage {...m.programmeP1} />
              </p>
              <p>
                <FormattedMessage {...m.programmeP2} />
              </p>
              <p>
                <Link
                  to={to("/about")}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  <FormattedMessage {...m.programmeAbout} />
                </Link>
              </p>
            </div>
          </div>
          <div className="rounded-xl bg-slate-50 p-6">
            <h2 className="text-xl font-semibold text-slate-900">
              <FormattedMessage {...m.stagesTitle} />
            </h2>
            <ol className="mt-4 space-y-4">
              {steps.map((step, i) => (
                <li key={step.title.id} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">
                      <FormattedMessage {...step.title} />
                    </h3>
                    <p className="text-sm leading-6 text-slate-700">
                      <FormattedMessage {...step.body} values={stepValues} />
                    </p>
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
            <FormattedMessage {...m.benefitsTitle} />
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            <FormattedMessage {...m.benefitsLead} />
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="benefits">
            {benefits.map((benefit) => (
              <li
                key={benefit.title.id}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-brand-800">
                  <FormattedMessage {...benefit.title} />
                </h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">
                  <FormattedMessage {...benefit.body} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
          <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
            <FormattedMessage {...m.ctaTitle} />
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50">
            <FormattedMessage {...m.ctaLead} />
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={to("/process")} variant="inverse">
              <FormattedMessage {...m.ctaProcess} />
            </ButtonLink>
            <ButtonLink to={to("/standards")} variant="inverse">
              <FormattedMessage {...m.ctaStandards} />
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ButtonLink, PageContainer, PageIntro, Prose } from "../page-parts";
import { feesInCents } from "~/domain/fees";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { ScrollRegion } from "~/components/scroll-region";
import { APPEAL_DAYS, APPEAL_DECIDE_DAYS } from "~/domain/appeal-status";
import { useRootData } from "~/lib/root-data";

const m = defineMessages({
  title: { id: "process.title", defaultMessage: "The accreditation process" },
  lead: {
    id: "process.lead",
    defaultMessage:
      "From your first application to your annual renewal, here is every step, what we ask of you and what it costs. How long it takes depends mostly on how soon your documents are ready and when an audit can be scheduled.",
  },
  stepsTitle: { id: "process.steps.title", defaultMessage: "Nine steps to accreditation" },
  stepNumber: { id: "process.steps.number", defaultMessage: "Step {number}:" },
  suspensionTitle: { id: "process.suspension.title", defaultMessage: "Suspension and appeals" },
  suspensionP1: {
    id: "process.suspension.p1",
    defaultMessage:
      "If an accredited business may no longer meet the standards, for example while a concern is investigated, the programme may suspend its certificate and sets a date to review it. While a certificate is suspended, verification shows it as suspended with the date, the business is not listed in the directory and the certificate cannot be renewed. The programme then reinstates the certificate or revokes it.",
  },
  suspensionP2: {
    id: "process.suspension.p2",
    defaultMessage:
      "A business may appeal the rejection of its application, or the suspension or revocation of its certificate, within {appealDays, plural, one {# day} other {# days}} of the decision. A panel of committee members who took no part in the decision decides by vote within {decideDays, plural, one {# day} other {# days}} of the appeal, and the business is told the outcome in writing.",
  },
  feesTitle: { id: "process.fees.title", defaultMessage: "Fees" },
  feesLead: {
    id: "process.fees.lead",
    defaultMessage:
      "All amounts are in US dollars and are paid by card through the portal. Fees are the same for every business and do not depend on the outcome of the audit.",
  },
  feesCaption: { id: "process.fees.caption", defaultMessage: "Accreditation fees in US dollars" },
  feesColumnFee: { id: "process.fees.column.fee", defaultMessage: "Fee" },
  feesColumnWhen: { id: "process.fees.column.when", defaultMessage: "When it is due" },
  feesColumnInitial: { id: "process.fees.column.initial", defaultMessage: "First accreditation" },
  feesColumnRenewal: { id: "process.fees.column.renewal", defaultMessage: "Annual renewal" },
  auditFee: { id: "process.fees.audit", defaultMessage: "Audit fee" },
  auditFeeWhen: {
    id: "process.fees.audit.when",
    defaultMessage: "After your application is confirmed complete",
  },
  membershipFee: { id: "process.fees.membership", defaultMessage: "Membership fee" },
  membershipFeeWhen: {
    id: "process.fees.membership.when",
    defaultMessage: "After the committee approves your application",
  },
  complaintsTitle: {
    id: "process.complaints.title",
    defaultMessage: "Complaints about an accredited business",
  },
  complaintsP1: {
    id: "process.complaints.p1",
    defaultMessage:
      "Anyone can report a concern about an accredited business from its page in the <link>directory</link> or its certificate's verification page: what happened, when and where, with photos or documents if you have them. You receive a reference number by e-mail straight away.",
  },
  complaintsAcknowledged: {
    id: "process.complaints.acknowledged",
    defaultMessage:
      "<strong>Acknowledged</strong> within {days, plural, one {# business day} other {# business days}} by the programme office, which tells the business what was reported (never who reported it), unless telling it now would harm the investigation.",
  },
  complaintsInvestigated: {
    id: "process.complaints.investigated",
    defaultMessage:
      "<strong>Investigated</strong> by a committee member or administrator who did not audit the business and has no conflict of interest with it. The business may answer from its dashboard.",
  },
  complaintsResolved: {
    id: "process.complaints.resolved",
    defaultMessage:
      "<strong>Resolved</strong> within {days, plural, one {# business day} other {# business days}} of receipt: upheld or not upheld, with written findings sent to both the person who reported it and the business. An upheld complaint can lead to action on the business's certificate.",
  },
  complaintsP2: {
    id: "process.complaints.p2",
    defaultMessage:
      "Concerns about a business that is not accredited are outside the programme: tell us through the <contact>contact page</contact> if it wrongly claims accreditation, and contact your state or provincial wildlife agency about permits or animal welfare. The reports published by the programme count complaints received, upheld and resolved late. See our <privacy>privacy policy</privacy> for how long we keep a reporter's details.",
  },
  prepareTitle: { id: "process.prepare.title", defaultMessage: "How to prepare" },
  prepareStandards: {
    id: "process.prepare.standards",
    defaultMessage:
      "Read the <link>accreditation standards</link> and compare them with how your team works today.",
  },
  prepareProcedures: {
    id: "process.prepare.procedures",
    defaultMessage:
      "Write down your procedures if you have not yet: how you diagnose a conflict, how you exclude and evict, how often traps are checked and how animals are transported.",
  },
  prepareDocuments: {
    id: "process.prepare.documents",
    defaultMessage:
      "Gather your licences, permits and insurance certificates as PDF files or clear photos.",
  },
  prepareQuestions: {
    id: "process.prepare.questions",
    defaultMessage:
      "Questions before you start? Read the <faqs>FAQs</faqs> or <contact>contact us</contact>.",
  },
  startButton: { id: "process.startButton", defaultMessage: "Start your application" },
  faqsButton: { id: "process.faqsButton", defaultMessage: "Read the FAQs" },
});

const s = defineMessages({
  accountTitle: { id: "process.step.account.title", defaultMessage: "Create your account" },
  accountBody: {
    id: "process.step.account.body",
    defaultMessage:
      "<link>Create an account</link> with your name, your business's name and an e-mail address. You can sign in again at any time to continue where you left off; nothing is submitted until you say so.",
  },
  applicationTitle: {
    id: "process.step.application.title",
    defaultMessage: "Submit your application with documents",
  },
  applicationBody: {
    id: "process.step.application.body",
    defaultMessage:
      "Describe your business: legal name, address, the person we should contact and the services you offer. Upload the supporting documents: proof of the licences and permits your state, province or municipality requires, proof of liability insurance, your written animal welfare policy and your standard procedures for exclusion, eviction, capture and release. Your application stays a draft until you submit it, and you can edit it while it is a draft or if it is returned to you.",
  },
  auditFeeTitle: {
    id: "process.step.auditFee.title",
    defaultMessage: "Pay the audit fee: {auditFee}",
  },
  auditFeeBody: {
    id: "process.step.auditFee.body",
    defaultMessage:
      "As soon as you submit your application, you can pay the audit fee by card from your dashboard. Our administrators check that the application is complete while the fee is being paid, and an audit can only be scheduled once it is. Payments are handled by our card payment provider; we never see or store your card number.",
  },
  auditTitle: { id: "process.step.audit.title", defaultMessage: "On-site audit by an examiner" },
  auditBody: {
    id: "process.step.audit.body",
    defaultMessage:
      "We assign an independent examiner and schedule the audit with you; you receive the date, time and the examiner's name by e-mail and in your dashboard. During the visit the examiner reviews your records and equipment, talks with your staff and, where possible, observes work in the field. The examiner agrees the length and agenda of the visit with you in advance.",
  },
  reviewTitle: { id: "process.step.review.title", defaultMessage: "Committee review panel" },
  reviewBody: {
    id: "process.step.review.body",
    defaultMessage:
      "A review panel of the standards committee studies the examiner's report together with your application. The panel approves the application, asks you for changes or further evidence, or rejects it with written feedback. You are notified of every status change by e-mail.",
  },
  membershipTitle: {
    id: "process.step.membership.title",
    defaultMessage: "Pay the membership fee: {membershipFee}",
  },
  membershipBody: {
    id: "process.step.membership.body",
    defaultMessage:
      "When your application is approved, you pay the yearly membership fee by card. It covers your certificate, your directory listing and the programme's work on the standards.",
  },
  certificateTitle: {
    id: "process.step.certificate.title",
    defaultMessage: "Receive your certificate",
  },
  certificateBody: {
    id: "process.step.certificate.body",
    defaultMessage:
      "Your certificate of accreditation is issued as a PDF with a unique certificate number and a verification QR code. It is valid for one year from the date of issue. Anyone who scans the code, or enters it on our verification page, sees whether the certificate is active, expired or revoked.",
  },
  directoryTitle: {
    id: "process.step.directory.title",
    defaultMessage: "Listing in the public directory",
  },
  directoryBody: {
    id: "process.step.directory.body",
    defaultMessage:
      "While your certificate is active, your business appears in the public directory of accredited businesses with its name and address, so clients, insurers and municipalities can find you.",
  },
  renewTitle: { id: "process.step.renew.title", defaultMessage: "Renew every year" },
  renewBody: {
    id: "process.step.renew.body",
    defaultMessage:
      "We remind you by e-mail 60, 30 and 7 days before your certificate expires. You renew from your dashboard by confirming your details and telling us what has changed (address, ownership or practices). Renewal review typically takes 5-7 business days, and your renewed certificate is valid for one more year.",
  },
});

type Step = { title: EnglishMessage; body: EnglishMessage };

const steps: Step[] = [
  { title: s.accountTitle, body: s.accountBody },
  { title: s.applicationTitle, body: s.applicationBody },
  { title: s.auditFeeTitle, body: s.auditFeeBody },
  { title: s.auditTitle, body: s.auditBody },
  { title: s.reviewTitle, body: s.reviewBody },
  { title: s.membershipTitle, body: s.membershipBody },
  { title: s.certificateTitle, body: s.certificateBody },
  { title: s.directoryTitle, body: s.directoryBody },
  { title: s.renewTitle, body: s.renewBody },
];

const fees = [
  {
    label: m.auditFee,
    when: m.auditFeeWhen,
    initial: feesInCents.initialAudit,
    renewal: feesInCents.renewalAudit,
  },
  {
    label: m.membershipFee,
    when: m.membershipFeeWhen,
    initial: feesInCents.initialMembership,
    renewal: feesInCents.renewalMembership,
  },
];

/** The text of the accreditation process: the steps and the fees (/process). */
export function ProcessPage() {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const deadlines = useRootData().site.complaintDeadlines;
  const link = (path: string) => {
    const LinkTo = (chunks: ReactNode) => <Link to={to(path)}>{chunks}</Link>;
    return LinkTo;
  };
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  const stepValues = {
    auditFee: f.money(feesInCents.initialAudit),
    membershipFee: f.money(feesInCents.initialMembership),
    link: link("/login?register=true"),
  };
  const feesCaption = intl.formatMessage(m.feesCaption);
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />

      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-semibold text-slate-900">
          <FormattedMessage {...m.stepsTitle} />
        </h2>
        <ol className="mt-6 space-y-4">
          {steps.map((step, i) => (
            <li
              key={step.title.id}
              className="flex gap-4 rounded-xl border border-slate-200 p-5 sm:gap-6 sm:p-6"
            >
              <span
                aria-hidden
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">
                    <FormattedMessage {...m.stepNumber} values={{ number: i + 1 }} />{" "}
                  </span>
                  <FormattedMessage {...step.title} values={stepValues} />
                </h3>
                <p className="mt-1 max-w-3xl leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                  <FormattedMessage {...step.body} values={stepValues} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="suspension-heading" className="mt-12">
        <h2 id="suspension-heading" className="text-2xl font-semibold text-slate-900">
          <FormattedMessage {...m.suspensionTitle} />
        </h2>
        <p className="mt-4 text-slate-700">
          <FormattedMessage {...m.suspensionP1} />
        </p>
        <p className="mt-3 text-slate-700">
          <FormattedMessage
            {...m.suspensionP2}
            values={{ appealDays: APPEAL_DAYS, decideDays: APPEAL_DECIDE_DAYS }}
          />
        </p>
      </section>

      <section aria-labelledby="fees-heading" className="mt-12">
        <h2 id="fees-heading" className="text-2xl font-semibold text-slate-900">
          <FormattedMessage {...m.feesTitle} />
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          <FormattedMessage {...m.feesLead} />
        </p>
        <ScrollRegion label={feesCaption} className="mt-4">
          <table className="w-full max-w-3xl border-collapse text-left text-sm">
            <caption className="sr-only">{feesCaption}</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  <FormattedMessage {...m.feesColumnFee} />
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  <FormattedMessage {...m.feesColumnWhen} />
                </th>
                <th scope="col" className="py-3 pr-4 text-right font-semibold text-slate-900">
                  <FormattedMessage {...m.feesColumnInitial} />
                </th>
                <th scope="col" className="py-3 text-right font-semibold text-slate-900">
                  <FormattedMessage {...m.feesColumnRenewal} />
                </th>
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee.label.id} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    <FormattedMessage {...fee.label} />
                  </th>
                  <td className="py-3 pr-4 text-slate-700">
                    <FormattedMessage {...fee.when} />
                  </td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900">
                    {f.money(fee.initial)}
                  </td>
                  <td className="py-3 text-right whitespace-nowrap text-slate-900">
                    {f.money(fee.renewal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="complaints-heading" className="mt-12">
        <h2 id="complaints-heading" className="text-2xl font-semibold text-slate-900">
          <FormattedMessage {...m.complaintsTitle} />
        </h2>
        <Prose>
          <p>
            <FormattedMessage {...m.complaintsP1} values={{ link: link("/directory") }} />
          </p>
          <ol>
            <li>
              <FormattedMessage
                {...m.complaintsAcknowledged}
                values={{ strong, days: deadlines.acknowledgeDays }}
              />
            </li>
            <li>
              <FormattedMessage {...m.complaintsInvestigated} values={{ strong }} />
            </li>
            <li>
              <FormattedMessage
                {...m.complaintsResolved}
                values={{ strong, days: deadlines.resolveDays }}
              />
            </li>
          </ol>
          <p>
            <FormattedMessage
              {...m.complaintsP2}
              values={{ contact: link("/contact"), privacy: link("/privacy#retention") }}
            />
          </p>
        </Prose>
      </section>

      <Prose className="mt-12">
        <h2 id="prepare">
          <FormattedMessage {...m.prepareTitle} />
        </h2>
        <ul>
          <li>
            <FormattedMessage {...m.prepareStandards} values={{ link: link("/standards") }} />
          </li>
          <li>
            <FormattedMessage {...m.prepareProcedures} />
          </li>
          <li>
            <FormattedMessage {...m.prepareDocuments} />
          </li>
          <li>
            <FormattedMessage
              {...m.prepareQuestions}
              values={{ faqs: link("/faqs"), contact: link("/contact") }}
            />
          </li>
        </ul>
      </Prose>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={to("/login?register=true")}>
          <FormattedMessage {...m.startButton} />
        </ButtonLink>
        <ButtonLink to={to("/faqs")} variant="secondary">
          <FormattedMessage {...m.faqsButton} />
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { PageContainer, PageIntro } from "../page-parts";
import { feesInCents } from "~/domain/fees";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";

const m = defineMessages({
  title: { id: "faqs.title", defaultMessage: "Frequently asked questions" },
  lead: {
    id: "faqs.lead",
    defaultMessage:
      "Answers to the questions businesses and the public ask us most. Can't find yours? <link>Send us a message</link>.",
  },
  topics: { id: "faqs.topics", defaultMessage: "FAQ topics" },
  applying: { id: "faqs.group.applying", defaultMessage: "Applying" },
  fees: { id: "faqs.group.fees", defaultMessage: "Fees and payment" },
  audits: { id: "faqs.group.audits", defaultMessage: "Audits and decisions" },
  certificates: {
    id: "faqs.group.certificates",
    defaultMessage: "Certificates, verification and the directory",
  },
  standards: { id: "faqs.group.standards", defaultMessage: "The standards" },
});

const q = defineMessages({
  whoCanApply: {
    id: "faqs.whoCanApply.question",
    defaultMessage: "Who can apply for accreditation?",
  },
  whoCanApplyAnswer: {
    id: "faqs.whoCanApply.answer",
    defaultMessage:
      "Any business that provides wildlife control services in the United States, Canada or Mexico, from sole operators to multi-branch companies. You need to hold the licences and permits your jurisdiction requires and be willing to work to the <standards>accreditation standards</standards>.",
  },
  documents: {
    id: "faqs.documents.question",
    defaultMessage: "Which documents do I need to upload?",
  },
  documentsAnswer: {
    id: "faqs.documents.answer",
    defaultMessage:
      "Proof of the business licences and wildlife permits required where you operate, a current certificate of liability insurance, your written animal welfare policy and your standard procedures (for example exclusion, humane eviction, capture, transport and release). PDF files or clear photos are fine.",
  },
  draft: {
    id: "faqs.draft.question",
    defaultMessage: "Can I save my application and finish it later?",
  },
  draftAnswer: {
    id: "faqs.draft.answer",
    defaultMessage:
      "Yes. A new application is saved as a draft. You can edit it and add documents as often as you like until you submit it. If the committee returns or rejects an application, you can edit it again and resubmit.",
  },
  progress: {
    id: "faqs.progress.question",
    defaultMessage: "How do I follow the progress of my application?",
  },
  progressAnswer: {
    id: "faqs.progress.answer",
    defaultMessage:
      "Your dashboard shows the current status of each application, from draft to certified. We also send you an e-mail and an in-app notification whenever the status changes or an audit is scheduled.",
  },
  cost: { id: "faqs.cost.question", defaultMessage: "How much does accreditation cost?" },
  costAnswer: {
    id: "faqs.cost.answer",
    defaultMessage:
      "The first accreditation costs an audit fee of {auditFee} and a membership fee of {membershipFee}. Each annual renewal costs a renewal audit fee of {renewalAuditFee} and a membership fee of {renewalMembershipFee}. See the <process>accreditation process</process> for when each fee is due.",
  },
  payment: {
    id: "faqs.payment.question",
    defaultMessage: "How do I pay, and do you store my card details?",
  },
  paymentAnswer: {
    id: "faqs.payment.answer",
    defaultMessage:
      "You pay by credit or debit card from your dashboard. The payment is processed by our card payment provider; your card number goes directly to them and never reaches our servers. We keep only a reference to the payment, its amount and its status.",
  },
  refund: {
    id: "faqs.refund.question",
    defaultMessage: "Is the audit fee refunded if my application is not approved?",
  },
  refundAnswer: {
    id: "faqs.refund.answer",
    defaultMessage:
      "No. The audit fee pays for the examiner's work and the committee's review, which take place whatever the outcome. If you withdraw before an audit is scheduled, contact us and we will refund the audit fee. The full rules are in our <terms>terms of use</terms>.",
  },
  onSite: { id: "faqs.onSite.question", defaultMessage: "What happens during the on-site audit?" },
  onSiteAnswer: {
    id: "faqs.onSite.answer",
    defaultMessage:
      "An independent examiner visits your business on the scheduled date. They review your records, equipment, traps and vehicles, talk with your staff about how typical jobs are handled and, where possible, observe work in the field. Their report goes to a review panel of the standards committee.",
  },
  decides: {
    id: "faqs.decides.question",
    defaultMessage: "Who decides whether my business is accredited?",
  },
  decidesAnswer: {
    id: "faqs.decides.answer",
    defaultMessage:
      "A review panel of the standards committee, based on your application and the examiner's report. The examiner who audited you does not vote on your application. The panel can approve it, ask for changes or more evidence, or reject it with written feedback.",
  },
  appeal: { id: "faqs.appeal.question", defaultMessage: "Can I appeal a decision?" },
  appealAnswer: {
    id: "faqs.appeal.answer",
    defaultMessage:
      "Yes. Write to us within 30 days of the decision explaining why you believe it should be reconsidered. A panel of committee members who did not take part in the first review will look at your case.",
  },
  validity: { id: "faqs.validity.question", defaultMessage: "How long is a certificate valid?" },
  validityAnswer: {
    id: "faqs.validity.answer",
    defaultMessage:
      "One year from the date it is issued. Accreditation is renewed annually so that the certificate always reflects how a business works today.",
  },
  check: {
    id: "faqs.check.question",
    defaultMessage: "How can a client check that a business is really accredited?",
  },
  checkAnswer: {
    id: "faqs.check.answer",
    defaultMessage:
      "Every certificate carries a verification QR code. Scanning it opens our verification page, which shows the business name, the certificate number, the dates of validity and whether the certificate is active, expired or revoked. Accredited businesses are also listed in the public directory while their certificate is active.",
  },
  renewal: { id: "faqs.renewal.question", defaultMessage: "How does renewal work?" },
  renewalAnswer: {
    id: "faqs.renewal.answer",
    defaultMessage:
      "We remind you by e-mail 60, 30 and 7 days before your certificate expires. You start the renewal from your dashboard, confirm your details and tell us whether your address, ownership or practices have changed. Renewal review typically takes 5-7 business days. Renewing early costs you nothing: the new year starts when your current certificate ends.",
  },
  concern: {
    id: "faqs.concern.question",
    defaultMessage: "How do I report a concern about an accredited business?",
  },
  concernAnswer: {
    id: "faqs.concern.answer",
    defaultMessage:
      "Use <report>Report a concern</report>: find the business by its name or certificate number and tell us what happened, with photos if you have them. You receive a reference number; the programme office acknowledges your concern and the committee looks into it impartially. The business never sees your name or e-mail address.",
  },
  revoked: { id: "faqs.revoked.question", defaultMessage: "Can a certificate be revoked?" },
  revokedAnswer: {
    id: "faqs.revoked.answer",
    defaultMessage:
      "Yes. The committee can revoke a certificate if a business no longer meets the standards, misrepresents its accreditation or is found to have acted with cruelty. A revoked certificate shows as revoked on the verification page and the business is removed from the directory.",
  },
  whoWrites: {
    id: "faqs.whoWrites.question",
    defaultMessage: "Who writes the standards, and can they change?",
  },
  whoWritesAnswer: {
    id: "faqs.whoWrites.answer",
    defaultMessage:
      "The standards committee writes and maintains them. Any member can propose a change; the committee discusses and votes on each proposal, and approved changes are published as a new version with a record of what changed.",
  },
  licences: {
    id: "faqs.licences.question",
    defaultMessage: "Does accreditation replace the licences required by law?",
  },
  licencesAnswer: {
    id: "faqs.licences.answer",
    defaultMessage:
      "No. Accreditation is a voluntary, independent standard of humane practice. You must still hold every licence and permit required where you work and follow federal, state, provincial and local wildlife laws, which always take precedence.",
  },
});

type Faq = { question: EnglishMessage; answer: EnglishMessage };
type FaqGroup = { id: string; title: EnglishMessage; items: Faq[] };

const groups: FaqGroup[] = [
  {
    id: "applying",
    title: m.applying,
    items: [
      { question: q.whoCanApply, answer: q.whoCanApplyAnswer },
      { question: q.documents, answer: q.documentsAnswer },
      { question: q.draft, answer: q.draftAnswer },
      { question: q.progress, answer: q.progressAnswer },
    ],
  },
  {
    id: "fees",
    title: m.fees,
    items: [
      { question: q.cost, answer: q.costAnswer },
      { question: q.payment, answer: q.paymentAnswer },
      { question: q.refund, answer: q.refundAnswer },
    ],
  },
  {
    id: "audits",
    title: m.audits,
    items: [
      { question: q.onSite, answer: q.onSiteAnswer },
      { question: q.decides, answer: q.decidesAnswer },
      { question: q.appeal, answer: q.appealAnswer },
    ],
  },
  {
    id: "certificates",
    title: m.certificates,
    items: [
      { question: q.validity, answer: q.validityAnswer },
      { question: q.check, answer: q.checkAnswer },
      { question: q.renewal, answer: q.renewalAnswer },
      { question: q.concern, answer: q.concernAnswer },
      { question: q.revoked, answer: q.revokedAnswer },
    ],
  },
  {
    id: "standards",
    title: m.standards,
    items: [
      { question: q.whoWrites, answer: q.whoWritesAnswer },
      { question: q.licences, answer: q.licencesAnswer },
    ],
  },
];

/** The text of the frequently asked questions, in groups (/faqs). */
export function FaqsPage() {
  const intl = useIntl();
  const to = useLocalizePath();
  const f = useFormat();
  const link = (path: string) => {
    const LinkTo = (chunks: ReactNode) => <Link to={to(path)}>{chunks}</Link>;
    return LinkTo;
  };
  const answerValues = {
    auditFee: f.money(feesInCents.initialAudit),
    membershipFee: f.money(feesInCents.initialMembership),
    renewalAuditFee: f.money(feesInCents.renewalAudit),
    renewalMembershipFee: f.money(feesInCents.renewalMembership),
    standards: link("/standards"),
    process: link("/process"),
    terms: link("/terms"),
    report: (chunks: ReactNode) => (
      <Link to={to("/report-concern")} className="font-medium text-brand-700 underline">
        {chunks}
      </Link>
    ),
  };
  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(m.title)}
        lead={
          <FormattedMessage
            {...m.lead}
            values={{
              link: (chunks: ReactNode) => (
                <Link
                  to={to("/contact")}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        }
      />
      <nav aria-label={intl.formatMessage(m.topics)} className="mt-8">
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800"
              >
                <FormattedMessage {...group.title} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 max-w-3xl space-y-10">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="scroll-mt-4 text-2xl font-semibold text-slate-900">
              <FormattedMessage {...group.title} />
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {group.items.map((faq) => (
                <details key={faq.question.id} className="group px-5 py-1">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                    <span>
                      <FormattedMessage {...faq.question} />
                    </span>
                    <span
                      aria-hidden
                      className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="pb-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                    <FormattedMessage {...faq.answer} values={answerValues} />
                  </p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}

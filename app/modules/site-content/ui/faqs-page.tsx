import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageIntro } from "../page-parts";
import { feesInCents } from "~/domain/fees";
import { formatMoney } from "~/lib/format";

type Faq = { question: string; answer: ReactNode };
type FaqGroup = { id: string; title: string; items: Faq[] };

const groups: FaqGroup[] = [
  {
    id: "applying",
    title: "Applying",
    items: [
      {
        question: "Who can apply for accreditation?",
        answer: (
          <>
            Any business that provides wildlife control services in the United States, Canada or
            Mexico, from sole operators to multi-branch companies. You need to hold the licences and
            permits your jurisdiction requires and be willing to work to the{" "}
            <Link to="/standards">accreditation standards</Link>.
          </>
        ),
      },
      {
        question: "Which documents do I need to upload?",
        answer: (
          <>
            Proof of the business licences and wildlife permits required where you operate, a
            current certificate of liability insurance, your written animal welfare policy and your
            standard procedures (for example exclusion, humane eviction, capture, transport and
            release). PDF files or clear photos are fine.
          </>
        ),
      },
      {
        question: "Can I save my application and finish it later?",
        answer: (
          <>
            Yes. A new application is saved as a draft. You can edit it and add documents as often
            as you like until you submit it. If the committee returns or rejects an application, you
            can edit it again and resubmit.
          </>
        ),
      },
      {
        question: "How do I follow the progress of my application?",
        answer: (
          <>
            Your dashboard shows the current status of each application, from draft to certified. We
            also send you an e-mail and an in-app notification whenever the status changes or an
            audit is scheduled.
          </>
        ),
      },
    ],
  },
  {
    id: "fees",
    title: "Fees and payment",
    items: [
      {
        question: "How much does accreditation cost?",
        answer: (
          <>
            The first accreditation costs an audit fee of {formatMoney(feesInCents.initialAudit)}{" "}
            and a membership fee of {formatMoney(feesInCents.initialMembership)}. Each annual
            renewal costs a renewal audit fee of {formatMoney(feesInCents.renewalAudit)} and a
            membership fee of {formatMoney(feesInCents.renewalMembership)}. See the{" "}
            <Link to="/process">accreditation process</Link> for when each fee is due.
          </>
        ),
      },
      {
        question: "How do I pay, and do you store my card details?",
        answer: (
          <>
            You pay by credit or debit card from your dashboard. The payment is processed by our
            card payment provider; your card number goes directly to them and never reaches our
            servers. We keep only a reference to the payment, its amount and its status.
          </>
        ),
      },
      {
        question: "Is the audit fee refunded if my application is not approved?",
        answer: (
          <>
            No. The audit fee pays for the examiner&apos;s work and the committee&apos;s review,
            which take place whatever the outcome. If you withdraw before an audit is scheduled,
            contact us and we will refund the audit fee. The full rules are in our{" "}
            <Link to="/terms">terms of use</Link>.
          </>
        ),
      },
    ],
  },
  {
    id: "audits",
    title: "Audits and decisions",
    items: [
      {
        question: "What happens during the on-site audit?",
        answer: (
          <>
            An independent examiner visits your business on the scheduled date. They review your
            records, equipment, traps and vehicles, talk with your staff about how typical jobs are
            handled and, where possible, observe work in the field. Their report goes to a review
            panel of the standards committee.
          </>
        ),
      },
      {
        question: "Who decides whether my business is accredited?",
        answer: (
          <>
            A review panel of the standards committee, based on your application and the
            examiner&apos;s report. The examiner who audited you does not vote on your application.
            The panel can approve it, ask for changes or more evidence, or reject it with written
            feedback.
          </>
        ),
      },
      {
        question: "Can I appeal a decision?",
        answer: (
          <>
            Yes. Write to us within 30 days of the decision explaining why you believe it should be
            reconsidered. A panel of committee members who did not take part in the first review
            will look at your case.
          </>
        ),
      },
    ],
  },
  {
    id: "certificates",
    title: "Certificates, verification and the directory",
    items: [
      {
        question: "How long is a certificate valid?",
        answer: (
          <>
            One year from the date it is issued. Accreditation is renewed annually so that the
            certificate always reflects how a business works today.
          </>
        ),
      },
      {
        question: "How can a client check that a business is really accredited?",
        answer: (
          <>
            Every certificate carries a verification QR code. Scanning it opens our verification
            page, which shows the business name, the certificate number, the dates of validity and
            whether the certificate is active, expired or revoked. Accredited businesses are also
            listed in the public directory while their certificate is active.
          </>
        ),
      },
      {
        question: "How does renewal work?",
        answer: (
          <>
            We remind you by e-mail 60, 30 and 7 days before your certificate expires. You start the
            renewal from your dashboard, confirm your details and tell us whether your address,
            ownership or practices have changed. Renewal review typically takes 5-7 business days.
            Renewing early costs you nothing: the new year starts when your current certificate
            ends.
          </>
        ),
      },
      {
        question: "How do I report a concern about an accredited business?",
        answer: (
          <>
            Use{" "}
            <Link to="/report-concern" className="font-medium text-brand-700 underline">
              Report a concern
            </Link>
            : find the business by its name or certificate number and tell us what happened, with
            photos if you have them. You receive a reference number; the programme office
            acknowledges your concern and the committee looks into it impartially. The business
            never sees your name or e-mail address.
          </>
        ),
      },
      {
        question: "Can a certificate be revoked?",
        answer: (
          <>
            Yes. The committee can revoke a certificate if a business no longer meets the standards,
            misrepresents its accreditation or is found to have acted with cruelty. A revoked
            certificate shows as revoked on the verification page and the business is removed from
            the directory.
          </>
        ),
      },
    ],
  },
  {
    id: "standards",
    title: "The standards",
    items: [
      {
        question: "Who writes the standards, and can they change?",
        answer: (
          <>
            The standards committee writes and maintains them. Any member can propose a change; the
            committee discusses and votes on each proposal, and approved changes are published as a
            new version with a record of what changed.
          </>
        ),
      },
      {
        question: "Does accreditation replace the licences required by law?",
        answer: (
          <>
            No. Accreditation is a voluntary, independent standard of humane practice. You must
            still hold every licence and permit required where you work and follow federal, state,
            provincial and local wildlife laws, which always take precedence.
          </>
        ),
      },
    ],
  },
];

/** The text of the frequently asked questions, in groups (/faqs). */
export function FaqsPage() {
  return (
    <PageContainer>
      <PageIntro
        title="Frequently asked questions"
        lead={
          <>
            Answers to the questions businesses and the public ask us most. Can&apos;t find yours?{" "}
            <Link
              to="/contact"
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              Send us a message
            </Link>
            .
          </>
        }
      />
      <nav aria-label="FAQ topics" className="mt-8">
        <ul className="flex flex-wrap gap-2 text-sm">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 max-w-3xl space-y-10">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="scroll-mt-4 text-2xl font-semibold text-slate-900">
              {group.title}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {group.items.map((faq) => (
                <details key={faq.question} className="group px-5 py-1">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <span
                      aria-hidden
                      className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                    >
                      +
                    </span>
                  </summary>
                  <p className="pb-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                    {faq.answer}
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

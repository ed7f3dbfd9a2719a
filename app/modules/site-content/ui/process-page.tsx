import { Link } from "react-router";
import { ButtonLink, PageContainer, PageIntro, Prose } from "../page-parts";
import { feesInCents } from "~/domain/fees";
import { formatMoney } from "~/lib/format";
import { ScrollRegion } from "~/components/scroll-region";
import { APPEAL_DAYS, APPEAL_DECIDE_DAYS } from "~/domain/appeal-status";
import { useRootData } from "~/lib/root-data";

type Step = { title: string; body: React.ReactNode };

const steps: Step[] = [
  {
    title: "Create your account",
    body: (
      <>
        <Link to="/login?register=true">Create an account</Link> with your name, your
        business&apos;s name and an e-mail address. You can sign in again at any time to continue
        where you left off; nothing is submitted until you say so.
      </>
    ),
  },
  {
    title: "Submit your application with documents",
    body: (
      <>
        Describe your business: legal name, address, the person we should contact and the services
        you offer. Upload the supporting documents: proof of the licences and permits your state,
        province or municipality requires, proof of liability insurance, your written animal welfare
        policy and your standard procedures for exclusion, eviction, capture and release. Your
        application stays a draft until you submit it, and you can edit it while it is a draft or if
        it is returned to you.
      </>
    ),
  },
  {
    title: `Pay the audit fee: ${formatMoney(feesInCents.initialAudit)}`,
    body: (
      <>
        As soon as you submit your application, you can pay the audit fee by card from your
        dashboard. Our administrators check that the application is complete while the fee is being
        paid, and an audit can only be scheduled once it is. Payments are handled by our card
        payment provider; we never see or store your card number.
      </>
    ),
  },
  {
    title: "On-site audit by an examiner",
    body: (
      <>
        We assign an independent examiner and schedule the audit with you; you receive the date,
        time and the examiner&apos;s name by e-mail and in your dashboard. During the visit the
        examiner reviews your records and equipment, talks with your staff and, where possible,
        observes work in the field. The examiner agrees the length and agenda of the visit with you
        in advance.
      </>
    ),
  },
  {
    title: "Committee review panel",
    body: (
      <>
        A review panel of the standards committee studies the examiner&apos;s report together with
        your application. The panel approves the application, asks you for changes or further
        evidence, or rejects it with written feedback. You are notified of every status change by
        e-mail.
      </>
    ),
  },
  {
    title: `Pay the membership fee: ${formatMoney(feesInCents.initialMembership)}`,
    body: (
      <>
        When your application is approved, you pay the yearly membership fee by card. It covers your
        certificate, your directory listing and the programme&apos;s work on the standards.
      </>
    ),
  },
  {
    title: "Receive your certificate",
    body: (
      <>
        Your certificate of accreditation is issued as a PDF with a unique certificate number and a
        verification QR code. It is valid for one year from the date of issue. Anyone who scans the
        code, or enters it on our verification page, sees whether the certificate is active, expired
        or revoked.
      </>
    ),
  },
  {
    title: "Listing in the public directory",
    body: (
      <>
        While your certificate is active, your business appears in the public directory of
        accredited businesses with its name and address, so clients, insurers and municipalities can
        find you.
      </>
    ),
  },
  {
    title: "Renew every year",
    body: (
      <>
        We remind you by e-mail 60, 30 and 7 days before your certificate expires. You renew from
        your dashboard by confirming your details and telling us what has changed (address,
        ownership or practices). Renewal review typically takes 5-7 business days, and your renewed
        certificate is valid for one more year.
      </>
    ),
  },
];

const fees = [
  {
    label: "Audit fee",
    when: "After your application is confirmed complete",
    initial: feesInCents.initialAudit,
    renewal: feesInCents.renewalAudit,
  },
  {
    label: "Membership fee",
    when: "After the committee approves your application",
    initial: feesInCents.initialMembership,
    renewal: feesInCents.renewalMembership,
  },
];

/** The text of the accreditation process: the steps and the fees (/process). */
export function ProcessPage() {
  const deadlines = useRootData().site.complaintDeadlines;
  return (
    <PageContainer>
      <PageIntro
        title="The accreditation process"
        lead="From your first application to your annual renewal, here is every step, what we ask of you and what it costs. How long it takes depends mostly on how soon your documents are ready and when an audit can be scheduled."
      />

      <section aria-labelledby="steps-heading" className="mt-10">
        <h2 id="steps-heading" className="text-2xl font-semibold text-slate-900">
          Nine steps to accreditation
        </h2>
        <ol className="mt-6 space-y-4">
          {steps.map((step, i) => (
            <li
              key={step.title}
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
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 max-w-3xl leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
                  {step.body}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="suspension-heading" className="mt-12">
        <h2 id="suspension-heading" className="text-2xl font-semibold text-slate-900">
          Suspension and appeals
        </h2>
        <p className="mt-4 text-slate-700">
          If an accredited business may no longer meet the standards, for example while a concern is
          investigated, the programme may suspend its certificate and sets a date to review it.
          While a certificate is suspended, verification shows it as suspended with the date, the
          business is not listed in the directory and the certificate cannot be renewed. The
          programme then reinstates the certificate or revokes it.
        </p>
        <p className="mt-3 text-slate-700">
          A business may appeal the rejection of its application, or the suspension or revocation of
          its certificate, within {APPEAL_DAYS} days of the decision. A panel of committee members
          who took no part in the decision decides by vote within {APPEAL_DECIDE_DAYS} days of the
          appeal, and the business is told the outcome in writing.
        </p>
      </section>

      <section aria-labelledby="fees-heading" className="mt-12">
        <h2 id="fees-heading" className="text-2xl font-semibold text-slate-900">
          Fees
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          All amounts are in US dollars and are paid by card through the portal. Fees are the same
          for every business and do not depend on the outcome of the audit.
        </p>
        <ScrollRegion label="Accreditation fees in US dollars" className="mt-4">
          <table className="w-full max-w-3xl border-collapse text-left text-sm">
            <caption className="sr-only">Accreditation fees in US dollars</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  Fee
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold text-slate-900">
                  When it is due
                </th>
                <th scope="col" className="py-3 pr-4 text-right font-semibold text-slate-900">
                  First accreditation
                </th>
                <th scope="col" className="py-3 text-right font-semibold text-slate-900">
                  Annual renewal
                </th>
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee.label} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                    {fee.label}
                  </th>
                  <td className="py-3 pr-4 text-slate-700">{fee.when}</td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap text-slate-900">
                    {formatMoney(fee.initial)}
                  </td>
                  <td className="py-3 text-right whitespace-nowrap text-slate-900">
                    {formatMoney(fee.renewal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="complaints-heading" className="mt-12">
        <h2 id="complaints-heading" className="text-2xl font-semibold text-slate-900">
          Complaints about an accredited business
        </h2>
        <Prose>
          <p>
            Anyone can report a concern about an accredited business from its page in the{" "}
            <Link to="/directory">directory</Link> or its certificate&apos;s verification page: what
            happened, when and where, with photos or documents if you have them. You receive a
            reference number by e-mail straight away.
          </p>
          <ol>
            <li>
              <strong>Acknowledged</strong> within {deadlines.acknowledgeDays} business days by the
              programme office, which tells the business what was reported (never who reported it),
              unless telling it now would harm the investigation.
            </li>
            <li>
              <strong>Investigated</strong> by a committee member or administrator who did not audit
              the business and has no conflict of interest with it. The business may answer from its
              dashboard.
            </li>
            <li>
              <strong>Resolved</strong> within {deadlines.resolveDays} business days of receipt:
              upheld or not upheld, with written findings sent to both the person who reported it
              and the business. An upheld complaint can lead to action on the business&apos;s
              certificate.
            </li>
          </ol>
          <p>
            Concerns about a business that is not accredited are outside the programme: tell us
            through the <Link to="/contact">contact page</Link> if it wrongly claims accreditation,
            and contact your state or provincial wildlife agency about permits or animal welfare.
            The reports published by the programme count complaints received, upheld and resolved
            late. See our <Link to="/privacy#retention">privacy policy</Link> for how long we keep a
            reporter&apos;s details.
          </p>
        </Prose>
      </section>

      <Prose className="mt-12">
        <h2 id="prepare">How to prepare</h2>
        <ul>
          <li>
            Read the <Link to="/standards">accreditation standards</Link> and compare them with how
            your team works today.
          </li>
          <li>
            Write down your procedures if you have not yet: how you diagnose a conflict, how you
            exclude and evict, how often traps are checked and how animals are transported.
          </li>
          <li>
            Gather your licences, permits and insurance certificates as PDF files or clear photos.
          </li>
          <li>
            Questions before you start? Read the <Link to="/faqs">FAQs</Link> or{" "}
            <Link to="/contact">contact us</Link>.
          </li>
        </ul>
      </Prose>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/login?register=true">Start your application</ButtonLink>
        <ButtonLink to="/faqs" variant="secondary">
          Read the FAQs
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

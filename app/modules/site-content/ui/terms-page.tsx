import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { feesInCents } from "~/domain/fees";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { useRootData } from "~/lib/root-data";
import { PageContainer, PageIntro, Prose } from "../page-parts";
import { legalLastUpdatedDay } from "../legal";

const m = defineMessages({
  title: { id: "terms.title", defaultMessage: "Terms of use" },
  lead: {
    id: "terms.lead",
    defaultMessage:
      "These terms apply to everyone who uses the Humane Accreditation Portal, and to businesses that apply for or hold accreditation through it. Please read them before you create an account.",
  },
  lastUpdated: { id: "terms.lastUpdated", defaultMessage: "Last updated: {date}" },
  agreement: {
    id: "terms.agreement.text",
    defaultMessage:
      "By creating an account or submitting an application you accept these terms on your own behalf and, if you act for a business, on behalf of that business; you confirm that you are authorised to do so. Visitors who only read the public pages accept sections 8 to 13. Our <privacy>privacy policy</privacy> explains how we handle personal data.",
  },
  programme: {
    id: "terms.programme.text",
    defaultMessage:
      "The programme accredits wildlife control businesses in the United States, Canada and Mexico that meet its published standards. Accreditation is voluntary and independent. It is not a government licence and does not replace any licence, permit or legal obligation: you remain responsible for complying with every wildlife, animal welfare, pesticide, transport and business law that applies to your work.",
  },
  accountsAccurate: {
    id: "terms.accounts.accurate",
    defaultMessage: "Give accurate information and keep it up to date.",
  },
  accountsPassword: {
    id: "terms.accounts.password",
    defaultMessage:
      "Keep your password confidential, do not share your account, and tell us at once if you suspect someone else has used it. We recommend turning on two-factor authentication.",
  },
  accountsRoles: {
    id: "terms.accounts.roles",
    defaultMessage:
      "Examiners, committee members and administrators use their access only for their programme role and keep what they learn about applicants confidential.",
  },
  applicationsTruth: {
    id: "terms.applications.truth",
    defaultMessage:
      "Everything you submit, including documents, must be true, complete and yours to share. Submitting false or altered information is a reason to reject an application or revoke a certificate.",
  },
  applicationsAudit: {
    id: "terms.applications.audit",
    defaultMessage:
      "You agree to an on-site audit at a date agreed with you, and to give the examiner reasonable access to your premises, equipment, vehicles, records and staff.",
  },
  applicationsDecisions: {
    id: "terms.applications.decisions",
    defaultMessage:
      "Decisions are taken by a review panel of the standards committee. You may ask for a decision to be reconsidered by writing to us within 30 days; a panel that did not take part in the first review will consider it.",
  },
  feesIntro: {
    id: "terms.fees.intro",
    defaultMessage:
      "Fees are in US dollars and are paid by card through our card payment processor, whose own terms also apply to the payment. The current fees are:",
  },
  feesInitial: {
    id: "terms.fees.initial",
    defaultMessage: "First accreditation: audit fee {auditFee}, membership fee {membershipFee}.",
  },
  feesRenewal: {
    id: "terms.fees.renewal",
    defaultMessage: "Annual renewal: audit fee {auditFee}, membership fee {membershipFee}.",
  },
  feesRules: {
    id: "terms.fees.rules",
    defaultMessage:
      "The audit fee is due before an audit is scheduled, and the membership fee after your application is approved and before your certificate is issued. Fees do not depend on the outcome of a review. If you withdraw your application before an audit is scheduled, we refund the audit fee; after that it is not refundable, because the examiner's and the committee's work has begun. The membership fee is not refundable once the certificate has been issued, including if the certificate is later revoked. Taxes, bank or currency conversion charges of your card issuer are your responsibility. We announce changes to fees on this site at least 60 days before they apply; they never affect a fee you have already paid.",
  },
  certificatesValidity: {
    id: "terms.certificates.validity",
    defaultMessage:
      "A certificate is valid for one year from its date of issue and must be renewed each year. It belongs to the programme and is licensed to the named business only.",
  },
  certificatesUse: {
    id: "terms.certificates.use",
    defaultMessage:
      "While your certificate is active you may show it, its QR code and the statement that your business is accredited. You must not alter it, imply that accreditation covers another business or branch, or keep claiming accreditation after it has expired or been revoked.",
  },
  certificatesRevocation: {
    id: "terms.certificates.revocation",
    defaultMessage:
      "We may revoke a certificate if a business no longer meets the standards, does not cooperate with an audit, misuses the certificate, provided false information or has acted with cruelty towards animals. Revoked and expired certificates are shown as such on the public verification page.",
  },
  certificatesStandards: {
    id: "terms.certificates.standards",
    defaultMessage:
      "When the standards change, we tell accredited businesses and give reasonable time to adapt before the new version is audited.",
  },
  directory: {
    id: "terms.directory.text",
    defaultMessage:
      "While a certificate is active, the business name, address and business contact details from the application, the services offered and the service area appear in the public directory, and the name and address on the verification page. A listing is information, not a recommendation or a guarantee of any particular job. Tell us if your listing is inaccurate and we will correct it.",
  },
  useIntro: { id: "terms.acceptableUse.intro", defaultMessage: "You must not:" },
  useAccess: {
    id: "terms.acceptableUse.access",
    defaultMessage: "try to access accounts, data or pages you are not authorised to see;",
  },
  useDisrupt: {
    id: "terms.acceptableUse.disrupt",
    defaultMessage:
      "disrupt the portal, probe it for vulnerabilities without our written permission, or use automated tools to send requests in bulk;",
  },
  useUpload: {
    id: "terms.acceptableUse.upload",
    defaultMessage: "upload malware, unlawful content or content that infringes others' rights;",
  },
  useSpam: {
    id: "terms.acceptableUse.spam",
    defaultMessage: "use the contact form or comments for advertising, harassment or spam.",
  },
  content: {
    id: "terms.content.text",
    defaultMessage:
      "The standards, the operations manual, the texts and the design of this site belong to the programme. You may read, print and share them for non-commercial purposes with attribution. You keep the rights to the documents and comments you submit and give us the right to use them for running the programme and, for comments on proposed changes, for maintaining the standards.",
  },
  disclaimer: {
    id: "terms.disclaimer.text",
    defaultMessage:
      "Accreditation shows that a business met the standards when it was audited and has committed to keep meeting them. It is not a guarantee of the result, price or quality of any particular job, and contracts for wildlife control services are between the client and the business. We do our best to keep the portal available and its information accurate, but we provide it as it is, without warranties beyond those the law requires.",
  },
  liability: {
    id: "terms.liability.text",
    defaultMessage:
      "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or business, and our total liability to a business in connection with the programme is limited to the fees it paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.",
  },
  termination: {
    id: "terms.termination.text",
    defaultMessage:
      "You can ask us to close your account at any time. We may suspend or close an account that breaks these terms, after telling you why unless the law or safety prevents it. Closing an account ends any active accreditation and removes the directory listing; records we must keep are handled as described in the privacy policy.",
  },
  changes: {
    id: "terms.changes.text",
    defaultMessage:
      "We may update these terms; the date at the top of this page shows the latest version, and we tell account holders by e-mail at least 30 days before a material change takes effect. These terms are governed by the law of the place where the programme operator is established, without depriving you of protection you have under the mandatory law of your own country, state or province.",
  },
  contact: {
    id: "terms.contact.text",
    defaultMessage:
      "Questions about these terms: e-mail <mail>{email}</mail>, call {phone}, write to {address}, or use our <contact>contact form</contact>.",
  },
});

const headings = defineMessages({
  acceptance: { id: "terms.section.agreement", defaultMessage: "Agreement" },
  programme: { id: "terms.section.programme", defaultMessage: "The programme" },
  accounts: { id: "terms.section.accounts", defaultMessage: "Accounts" },
  applications: {
    id: "terms.section.applications",
    defaultMessage: "Applications, documents and audits",
  },
  fees: { id: "terms.section.fees", defaultMessage: "Fees and payment" },
  certificates: {
    id: "terms.section.certificates",
    defaultMessage: "Certificates and the accreditation mark",
  },
  directory: { id: "terms.section.directory", defaultMessage: "The public directory" },
  "acceptable-use": { id: "terms.section.acceptableUse", defaultMessage: "Acceptable use" },
  content: {
    id: "terms.section.content",
    defaultMessage: "Content and intellectual property",
  },
  disclaimer: { id: "terms.section.disclaimer", defaultMessage: "Disclaimer" },
  liability: { id: "terms.section.liability", defaultMessage: "Limitation of liability" },
  termination: { id: "terms.section.termination", defaultMessage: "Closing an account" },
  changes: { id: "terms.section.changes", defaultMessage: "Changes and governing law" },
  contact: { id: "terms.section.contact", defaultMessage: "Contact" },
});

type SectionId = keyof typeof headings;
const sections = Object.keys(headings) as SectionId[];

/** A numbered section heading ("1. Agreement") with its anchor. */
function SectionHeading({ id }: { id: SectionId }) {
  return (
    <h2 id={id}>
      {sections.indexOf(id) + 1}. <FormattedMessage {...headings[id]} />
    </h2>
  );
}

function List({ items }: { items: EnglishMessage[] }) {
  return (
    <ul>
      {items.map((message) => (
        <li key={message.id}>
          <FormattedMessage {...message} />
        </li>
      ))}
    </ul>
  );
}

function Paragraph({ message }: { message: EnglishMessage }) {
  return (
    <p>
      <FormattedMessage {...message} />
    </p>
  );
}

/** The text of the terms of use (/terms). */
export function TermsPage() {
  const { site } = useRootData();
  const intl = useIntl();
  const f = useFormat();
  const to = useLocalizePath();
  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)}>
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage {...m.lastUpdated} values={{ date: f.day(legalLastUpdatedDay) }} />
        </p>
      </PageIntro>

      <Prose className="mt-4">
        <SectionHeading id="acceptance" />
        <p>
          <FormattedMessage
            {...m.agreement}
            values={{
              privacy: (chunks: ReactNode) => <Link to={to("/privacy")}>{chunks}</Link>,
            }}
          />
        </p>

        <SectionHeading id="programme" />
        <Paragraph message={m.programme} />

        <SectionHeading id="accounts" />
        <List items={[m.accountsAccurate, m.accountsPassword, m.accountsRoles]} />

        <SectionHeading id="applications" />
        <List items={[m.applicationsTruth, m.applicationsAudit, m.applicationsDecisions]} />

        <SectionHeading id="fees" />
        <Paragraph message={m.feesIntro} />
        <ul>
          <li>
            <FormattedMessage
              {...m.feesInitial}
              values={{
                auditFee: f.money(feesInCents.initialAudit),
                membershipFee: f.money(feesInCents.initialMembership),
              }}
            />
          </li>
          <li>
            <FormattedMessage
              {...m.feesRenewal}
              values={{
                auditFee: f.money(feesInCents.renewalAudit),
                membershipFee: f.money(feesInCents.renewalMembership),
              }}
            />
          </li>
        </ul>
        <Paragraph message={m.feesRules} />

        <SectionHeading id="certificates" />
        <List
          items={[
            m.certificatesValidity,
            m.certificatesUse,
            m.certificatesRevocation,
            m.certificatesStandards,
          ]}
        />

        <SectionHeading id="directory" />
        <Paragraph message={m.directory} />

        <SectionHeading id="acceptable-use" />
        <Paragraph message={m.useIntro} />
        <List items={[m.useAccess, m.useDisrupt, m.useUpload, m.useSpam]} />

        <SectionHeading id="content" />
        <Paragraph message={m.content} />

        <SectionHeading id="disclaimer" />
        <Paragraph message={m.disclaimer} />

        <SectionHeading id="liability" />
        <Paragraph message={m.liability} />

        <SectionHeading id="termination" />
        <Paragraph message={m.termination} />

        <SectionHeading id="changes" />
        <Paragraph message={m.changes} />

        <SectionHeading id="contact" />
        <p>
          <FormattedMessage
            {...m.contact}
            values={{
              email: site.supportEmail,
              phone: site.supportPhone,
              address: site.postalAddress,
              mail: (chunks: ReactNode) => <a href={`mailto:${site.supportEmail}`}>{chunks}</a>,
              contact: (chunks: ReactNode) => <Link to={to("/contact")}>{chunks}</Link>,
            }}
          />
        </p>
      </Prose>
    </PageContainer>
  );
}

import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { useRootData } from "~/lib/root-data";
import { COMPLAINT_REPORTER_RETENTION_YEARS } from "~/domain/complaint-status";
import { PageContainer, PageIntro, Prose } from "../page-parts";
import { legalLastUpdatedDay } from "../legal";

const m = defineMessages({
  title: { id: "privacy.title", defaultMessage: "Privacy policy" },
  lead: {
    id: "privacy.lead",
    defaultMessage:
      "This policy explains what personal data the Humane Accreditation Portal collects, why we collect it, who we share it with, how long we keep it and the choices you have.",
  },
  lastUpdated: { id: "privacy.lastUpdated", defaultMessage: "Last updated: {date}" },
  onThisPage: { id: "privacy.onThisPage", defaultMessage: "On this page" },
  whoWeAre: {
    id: "privacy.whoWeAre.text",
    defaultMessage:
      "The Humane Accreditation Portal is operated by the programme that accredits humane wildlife control businesses in the United States, Canada and Mexico (“we”, “us”). We are responsible for the personal data processed through this website and its dashboard. You can reach us at the addresses in the <link>contact section</link> below.",
  },
  givenHeading: { id: "privacy.collect.givenHeading", defaultMessage: "Data you give us" },
  givenAccount: {
    id: "privacy.collect.account",
    defaultMessage:
      "<strong>Account data:</strong> your name, e-mail address, organization, password (stored only as a one-way hash) and, if you enable it, two-factor authentication settings.",
  },
  givenApplication: {
    id: "privacy.collect.application",
    defaultMessage:
      "<strong>Application data:</strong> your business name and address, the name, e-mail address and phone number of the contact person, information about your services and practices, and the documents you upload, such as licences, permits, insurance certificates and written procedures.",
  },
  givenRenewal: {
    id: "privacy.collect.renewal",
    defaultMessage:
      "<strong>Renewal data:</strong> whether your address, ownership or practices have changed, and your description of those changes.",
  },
  givenMessages: {
    id: "privacy.collect.messages",
    defaultMessage:
      "<strong>Messages:</strong> what you send us through the contact form (name, e-mail address, subject and message), by e-mail or by phone, and comments you post on proposed changes to the standards.",
  },
  createdHeading: {
    id: "privacy.collect.createdHeading",
    defaultMessage: "Data created when you take part in the programme",
  },
  createdAudits: {
    id: "privacy.collect.audits",
    defaultMessage:
      "Audit schedules, the examiner's findings, committee review notes and decisions, votes of committee members, and the history of each application's status.",
  },
  createdCertificates: {
    id: "privacy.collect.certificates",
    defaultMessage:
      "Certificates: number, dates of issue and expiry, status and verification code.",
  },
  createdPayments: {
    id: "privacy.collect.payments",
    defaultMessage: "Payment records: amount, purpose, status and the card processor's reference.",
  },
  createdNotifications: {
    id: "privacy.collect.notifications",
    defaultMessage: "In-app notifications and a record of the e-mails we sent you.",
  },
  createdConcerns: {
    id: "privacy.collect.concerns",
    defaultMessage:
      "If you report a concern about a business: what happened, when and where, your name and e-mail address, whether we may contact you, and any photos or documents you send.",
  },
  autoHeading: {
    id: "privacy.collect.autoHeading",
    defaultMessage: "Data collected automatically",
  },
  autoRequests: {
    id: "privacy.collect.requests",
    defaultMessage:
      "The IP address and browser details of requests, used to keep sessions secure, to limit repeated sign-in attempts and contact form messages, and in our security logs.",
  },
  autoCookies: {
    id: "privacy.collect.cookies",
    defaultMessage: "The cookies described in section 8.",
  },
  collectSensitive: {
    id: "privacy.collect.sensitive",
    defaultMessage:
      "We do not ask for sensitive data such as health information, and we do not knowingly collect data from children. The portal is intended for businesses and adults acting for them.",
  },
  useProgramme: {
    id: "privacy.use.programme",
    defaultMessage:
      "To run the accreditation programme: assess applications, schedule and carry out audits, make and record decisions, and issue, renew, verify and revoke certificates. This is necessary to provide the service you apply for.",
  },
  useFees: {
    id: "privacy.use.fees",
    defaultMessage: "To process fees through our card processor and keep accounting records.",
  },
  useCommunicate: {
    id: "privacy.use.communicate",
    defaultMessage:
      "To communicate with you about your account, your applications, your audits and your certificates, and to answer your questions.",
  },
  useSecurity: {
    id: "privacy.use.security",
    defaultMessage:
      "To keep the portal secure, prevent fraud and abuse, and keep an audit trail of changes that allows decisions to be checked.",
  },
  useLegal: {
    id: "privacy.use.legal",
    defaultMessage: "To meet our legal obligations, for example tax and accounting rules.",
  },
  useNoSale: {
    id: "privacy.use.noSale",
    defaultMessage:
      "We do not sell personal data, we do not use it for advertising and we do not make accreditation decisions by automated means alone: every decision is taken by people.",
  },
  publicText: {
    id: "privacy.public.text",
    defaultMessage:
      "Accreditation only helps clients if they can check it. While a business holds an active certificate, we publish in the public directory its business name and address, the business contact given in the application (contact name, e-mail and phone), the services offered, the service area, the certification date and the certificate number, so that clients can reach accredited businesses. Use a business contact, not a private one, in your application. Anyone holding a certificate's verification code or QR code can see the business name and address, the certificate number, its dates of issue and expiry and whether it is active, expired or revoked. We never publish your documents, payments or audit findings, and a listing is removed as soon as the certificate expires or is revoked.",
  },
  sharingProgramme: {
    id: "privacy.sharing.programme",
    defaultMessage:
      "<strong>Programme people:</strong> the examiner assigned to your audit, members of the standards committee and administrators see what they need for their role, and are bound to keep it confidential.",
  },
  sharingProviders: {
    id: "privacy.sharing.providers",
    defaultMessage:
      "<strong>Service providers</strong> who process data on our behalf and under contract: hosting and storage, our card payment processor, e-mail delivery and the chat service offered on public pages.",
  },
  sharingAuthorities: {
    id: "privacy.sharing.authorities",
    defaultMessage:
      "<strong>Authorities</strong>, only where the law requires it, or where needed to protect people, animals or our legal rights.",
  },
  sharingTransfers: {
    id: "privacy.sharing.transfers",
    defaultMessage:
      "Our providers may process data in the United States, Canada or other countries. Where data leaves your country, we rely on contracts that require the same level of protection as this policy.",
  },
  payments: {
    id: "privacy.payments.text",
    defaultMessage:
      "Fees are paid by card through a specialised card payment processor. Your card details are entered in a form provided by the processor and go directly to them: they never reach or are stored on our servers. The processor tells us whether the payment succeeded and gives us a reference, which we keep with the amount and purpose of the payment. The processor handles your card data under its own privacy policy and the payment card industry security standards.",
  },
  email: {
    id: "privacy.email.text",
    defaultMessage:
      "We send e-mails that are part of the service: the welcome message, sign-in and password reset codes, changes to your application's status, audit dates, certificate expiry reminders (60, 30 and 7 days before expiry, and on expiry), renewal confirmations and answers to your messages. These are needed to run your accreditation and you cannot opt out of them while your account is active. We do not send marketing e-mails without your consent. Messages sent through the contact form are forwarded by e-mail to our support team.",
  },
  cookies: {
    id: "privacy.cookies.text",
    defaultMessage:
      "We use only the cookies and browser storage the portal needs to work: a session cookie that keeps you signed in, cookies used during two-factor and single sign-on sign-in, and a setting that remembers the role you last chose in the dashboard. We do not use advertising or cross-site tracking cookies. The chat service offered on public pages may set its own cookies when it loads; it is not loaded in the dashboard.",
  },
  retentionAccount: {
    id: "privacy.retention.account",
    defaultMessage:
      "<strong>Account data:</strong> while your account is open. When you ask us to close it, we delete or anonymise it within 90 days, except the records below.",
  },
  retentionRecords: {
    id: "privacy.retention.records",
    defaultMessage:
      "<strong>Applications, documents, audit reports, decisions and certificates:</strong> for as long as the business is accredited and seven years after its last certificate expires or is revoked, so that we can answer verification questions and handle disputes.",
  },
  retentionPayments: {
    id: "privacy.retention.payments",
    defaultMessage:
      "<strong>Payment records:</strong> seven years, as required by tax and accounting rules.",
  },
  retentionContact: {
    id: "privacy.retention.contact",
    defaultMessage:
      "<strong>Contact form messages:</strong> two years after our last exchange with you.",
  },
  retentionConcerns: {
    id: "privacy.retention.concerns",
    defaultMessage:
      "<strong>Concerns reported about a business:</strong> the name and e-mail address of the person who reported it, and the photos and documents they sent, are deleted {years, plural, one {# year} other {# years}} after the case is closed (a daily job does it). What was reported, the business's response and our findings are kept as the programme's record for as long as the business's own records. Until then, only the staff who handle the concern see who reported it; the business never does.",
  },
  retentionLogs: {
    id: "privacy.retention.logs",
    defaultMessage:
      "<strong>Copies of e-mails sent and security logs:</strong> up to twelve months; rate limit counters, one hour.",
  },
  security: {
    id: "privacy.security.text",
    defaultMessage:
      "We protect data with encrypted connections, hashed passwords, optional two-factor authentication, access based on roles, limits on repeated attempts and an audit trail of changes. No system is perfectly secure; if a breach affects your data, we will inform you and the authorities as the law requires.",
  },
  rights: {
    id: "privacy.rights.text",
    defaultMessage:
      "Depending on where you live, including under Canadian, Mexican and US state privacy laws, you can ask to access the personal data we hold about you, to correct it, to delete it, to receive a copy in a portable format, or to object to or limit certain uses of it (in Mexico, your ARCO rights). You can correct most account and application details yourself from your dashboard. For anything else, write to us: we answer within 30 days and may ask you to confirm your identity. If you are not satisfied with our answer, you can complain to the data protection authority where you live.",
  },
  rightsLimits: {
    id: "privacy.rights.limits",
    defaultMessage:
      "Some data cannot be deleted on request while we must keep it, for example payment records or the record of a certificate that clients may still try to verify.",
  },
  changes: {
    id: "privacy.changes.text",
    defaultMessage:
      "When we change this policy, we update the date at the top of this page. If a change materially affects how we use your data, we will tell account holders by e-mail before it takes effect.",
  },
  contact: {
    id: "privacy.contact.text",
    defaultMessage:
      "For any question about privacy, or to exercise your rights, e-mail <mail>{email}</mail>, call {phone}, write to {address}, or use our <contact>contact form</contact>. Please see also our <terms>terms of use</terms>.",
  },
});

const sectionTitles = defineMessages({
  "who-we-are": { id: "privacy.section.whoWeAre", defaultMessage: "Who we are" },
  "data-we-collect": { id: "privacy.section.dataWeCollect", defaultMessage: "The data we collect" },
  "how-we-use": { id: "privacy.section.howWeUse", defaultMessage: "How we use your data" },
  public: { id: "privacy.section.public", defaultMessage: "What is public" },
  sharing: { id: "privacy.section.sharing", defaultMessage: "Who we share it with" },
  payments: { id: "privacy.section.payments", defaultMessage: "Card payments" },
  email: { id: "privacy.section.email", defaultMessage: "E-mail" },
  cookies: { id: "privacy.section.cookies", defaultMessage: "Cookies and similar technologies" },
  retention: { id: "privacy.section.retention", defaultMessage: "How long we keep data" },
  security: { id: "privacy.section.security", defaultMessage: "Security" },
  rights: { id: "privacy.section.rights", defaultMessage: "Your rights" },
  changes: { id: "privacy.section.changes", defaultMessage: "Changes to this policy" },
  contact: { id: "privacy.section.contact", defaultMessage: "Contact" },
});

type SectionId = keyof typeof sectionTitles;
const sections = Object.keys(sectionTitles) as SectionId[];

const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;

/** A numbered section heading ("1. Who we are"), the anchor the contents link to. */
function SectionHeading({ id }: { id: SectionId }) {
  return (
    <h2 id={id}>
      {sections.indexOf(id) + 1}. <FormattedMessage {...sectionTitles[id]} />
    </h2>
  );
}

/** A list item or paragraph whose text may hold <strong> parts. */
function Text({ message }: { message: EnglishMessage }) {
  return <FormattedMessage {...message} values={{ strong }} />;
}

/** The text of the privacy policy (/privacy). */
export function PrivacyPage() {
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

      <nav
        aria-label={intl.formatMessage(m.onThisPage)}
        className="mt-8 max-w-3xl rounded-xl bg-slate-50 p-5"
      >
        <h2 className="text-base font-semibold text-slate-900">
          <FormattedMessage {...m.onThisPage} />
        </h2>
        <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline hover:text-brand-900">
                <FormattedMessage {...sectionTitles[id]} />
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Prose className="mt-4 [&_h2]:scroll-mt-4">
        <SectionHeading id="who-we-are" />
        <p>
          <FormattedMessage
            {...m.whoWeAre}
            values={{ link: (chunks: ReactNode) => <a href="#contact">{chunks}</a> }}
          />
        </p>

        <SectionHeading id="data-we-collect" />
        <h3>
          <FormattedMessage {...m.givenHeading} />
        </h3>
        <ul>
          {[m.givenAccount, m.givenApplication, m.givenRenewal, m.givenMessages].map((message) => (
            <li key={message.id}>
              <Text message={message} />
            </li>
          ))}
        </ul>
        <h3>
          <FormattedMessage {...m.createdHeading} />
        </h3>
        <ul>
          {[
            m.createdAudits,
            m.createdCertificates,
            m.createdPayments,
            m.createdNotifications,
            m.createdConcerns,
          ].map((message) => (
            <li key={message.id}>
              <Text message={message} />
            </li>
          ))}
        </ul>
        <h3>
          <FormattedMessage {...m.autoHeading} />
        </h3>
        <ul>
          {[m.autoRequests, m.autoCookies].map((message) => (
            <li key={message.id}>
              <Text message={message} />
            </li>
          ))}
        </ul>
        <p>
          <Text message={m.collectSensitive} />
        </p>

        <SectionHeading id="how-we-use" />
        <ul>
          {[m.useProgramme, m.useFees, m.useCommunicate, m.useSecurity, m.useLegal].map(
            (message) => (
              <li key={message.id}>
                <Text message={message} />
              </li>
            ),
          )}
        </ul>
        <p>
          <Text message={m.useNoSale} />
        </p>

        <SectionHeading id="public" />
        <p>
          <Text message={m.publicText} />
        </p>

        <SectionHeading id="sharing" />
        <ul>
          {[m.sharingProgramme, m.sharingProviders, m.sharingAuthorities].map((message) => (
            <li key={message.id}>
              <Text message={message} />
            </li>
          ))}
        </ul>
        <p>
          <Text message={m.sharingTransfers} />
        </p>

        <SectionHeading id="payments" />
        <p>
          <Text message={m.payments} />
        </p>

        <SectionHeading id="email" />
        <p>
          <Text message={m.email} />
        </p>

        <SectionHeading id="cookies" />
        <p>
          <Text message={m.cookies} />
        </p>

        <SectionHeading id="retention" />
        <ul>
          <li>
            <Text message={m.retentionAccount} />
          </li>
          <li>
            <Text message={m.retentionRecords} />
          </li>
          <li>
            <Text message={m.retentionPayments} />
          </li>
          <li>
            <Text message={m.retentionContact} />
          </li>
          <li>
            <FormattedMessage
              {...m.retentionConcerns}
              values={{ strong, years: COMPLAINT_REPORTER_RETENTION_YEARS }}
            />
          </li>
          <li>
            <Text message={m.retentionLogs} />
          </li>
        </ul>

        <SectionHeading id="security" />
        <p>
          <Text message={m.security} />
        </p>

        <SectionHeading id="rights" />
        <p>
          <Text message={m.rights} />
        </p>
        <p>
          <Text message={m.rightsLimits} />
        </p>

        <SectionHeading id="changes" />
        <p>
          <Text message={m.changes} />
        </p>

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
              terms: (chunks: ReactNode) => <Link to={to("/terms")}>{chunks}</Link>,
            }}
          />
        </p>
      </Prose>
    </PageContainer>
  );
}

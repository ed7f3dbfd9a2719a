import { Link } from "react-router";
import { PageContainer, PageIntro, Prose } from "../page-parts";
import { legalLastUpdated } from "../legal";
import { useRootData } from "~/lib/root-data";
import { COMPLAINT_REPORTER_RETENTION_YEARS } from "~/domain/complaint-status";

const sections = [
  { id: "who-we-are", title: "Who we are" },
  { id: "data-we-collect", title: "The data we collect" },
  { id: "how-we-use", title: "How we use your data" },
  { id: "public", title: "What is public" },
  { id: "sharing", title: "Who we share it with" },
  { id: "payments", title: "Card payments" },
  { id: "email", title: "E-mail" },
  { id: "cookies", title: "Cookies and similar technologies" },
  { id: "retention", title: "How long we keep data" },
  { id: "security", title: "Security" },
  { id: "rights", title: "Your rights" },
  { id: "changes", title: "Changes to this policy" },
  { id: "contact", title: "Contact" },
];

/** The text of the privacy policy (/privacy). */
export function PrivacyPage() {
  const { site } = useRootData();
  return (
    <PageContainer>
      <PageIntro
        title="Privacy policy"
        lead="This policy explains what personal data the Humane Accreditation Portal collects, why we collect it, who we share it with, how long we keep it and the choices you have."
      >
        <p className="mt-3 text-sm text-slate-700">Last updated: {legalLastUpdated}</p>
      </PageIntro>

      <nav aria-label="On this page" className="mt-8 max-w-3xl rounded-xl bg-slate-50 p-5">
        <h2 className="text-base font-semibold text-slate-900">On this page</h2>
        <ol className="mt-2 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-brand-700 underline hover:text-brand-900">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Prose className="mt-4 [&_h2]:scroll-mt-4">
        <h2 id="who-we-are">1. Who we are</h2>
        <p>
          The Humane Accreditation Portal is operated by the programme that accredits humane
          wildlife control businesses in the United States, Canada and Mexico (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). We are responsible for the personal data processed through this website
          and its dashboard. You can reach us at the addresses in the{" "}
          <a href="#contact">contact section</a> below.
        </p>

        <h2 id="data-we-collect">2. The data we collect</h2>
        <h3>Data you give us</h3>
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, organization, password (stored
            only as a one-way hash) and, if you enable it, two-factor authentication settings.
          </li>
          <li>
            <strong>Application data:</strong> your business name and address, the name, e-mail
            address and phone number of the contact person, information about your services and
            practices, and the documents you upload, such as licences, permits, insurance
            certificates and written procedures.
          </li>
          <li>
            <strong>Renewal data:</strong> whether your address, ownership or practices have
            changed, and your description of those changes.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact form (name, e-mail
            address, subject and message), by e-mail or by phone, and comments you post on proposed
            changes to the standards.
          </li>
        </ul>
        <h3>Data created when you take part in the programme</h3>
        <ul>
          <li>
            Audit schedules, the examiner&apos;s findings, committee review notes and decisions,
            votes of committee members, and the history of each application&apos;s status.
          </li>
          <li>Certificates: number, dates of issue and expiry, status and verification code.</li>
          <li>Payment records: amount, purpose, status and the card processor&apos;s reference.</li>
          <li>In-app notifications and a record of the e-mails we sent you.</li>
          <li>
            If you report a concern about a business: what happened, when and where, your name and
            e-mail address, whether we may contact you, and any photos or documents you send.
          </li>
        </ul>
        <h3>Data collected automatically</h3>
        <ul>
          <li>
            The IP address and browser details of requests, used to keep sessions secure, to limit
            repeated sign-in attempts and contact form messages, and in our security logs.
          </li>
          <li>The cookies described in section 8.</li>
        </ul>
        <p>
          We do not ask for sensitive data such as health information, and we do not knowingly
          collect data from children. The portal is intended for businesses and adults acting for
          them.
        </p>

        <h2 id="how-we-use">3. How we use your data</h2>
        <ul>
          <li>
            To run the accreditation programme: assess applications, schedule and carry out audits,
            make and record decisions, and issue, renew, verify and revoke certificates. This is
            necessary to provide the service you apply for.
          </li>
          <li>To process fees through our card processor and keep accounting records.</li>
          <li>
            To communicate with you about your account, your applications, your audits and your
            certificates, and to answer your questions.
          </li>
          <li>
            To keep the portal secure, prevent fraud and abuse, and keep an audit trail of changes
            that allows decisions to be checked.
          </li>
          <li>To meet our legal obligations, for example tax and accounting rules.</li>
        </ul>
        <p>
          We do not sell personal data, we do not use it for advertising and we do not make
          accreditation decisions by automated means alone: every decision is taken by people.
        </p>

        <h2 id="public">4. What is public</h2>
        <p>
          Accreditation only helps clients if they can check it. While a business holds an active
          certificate, we publish in the public directory its business name and address, the
          business contact given in the application (contact name, e-mail and phone), the services
          offered, the service area, the certification date and the certificate number, so that
          clients can reach accredited businesses. Use a business contact, not a private one, in
          your application. Anyone holding a certificate&apos;s verification code or QR code can see
          the business name and address, the certificate number, its dates of issue and expiry and
          whether it is active, expired or revoked. We never publish your documents, payments or
          audit findings, and a listing is removed as soon as the certificate expires or is revoked.
        </p>

        <h2 id="sharing">5. Who we share it with</h2>
        <ul>
          <li>
            <strong>Programme people:</strong> the examiner assigned to your audit, members of the
            standards committee and administrators see what they need for their role, and are bound
            to keep it confidential.
          </li>
          <li>
            <strong>Service providers</strong> who process data on our behalf and under contract:
            hosting and storage, our card payment processor, e-mail delivery and the chat service
            offered on public pages.
          </li>
          <li>
            <strong>Authorities</strong>, only where the law requires it, or where needed to protect
            people, animals or our legal rights.
          </li>
        </ul>
        <p>
          Our providers may process data in the United States, Canada or other countries. Where data
          leaves your country, we rely on contracts that require the same level of protection as
          this policy.
        </p>

        <h2 id="payments">6. Card payments</h2>
        <p>
          Fees are paid by card through a specialised card payment processor. Your card details are
          entered in a form provided by the processor and go directly to them: they never reach or
          are stored on our servers. The processor tells us whether the payment succeeded and gives
          us a reference, which we keep with the amount and purpose of the payment. The processor
          handles your card data under its own privacy policy and the payment card industry security
          standards.
        </p>

        <h2 id="email">7. E-mail</h2>
        <p>
          We send e-mails that are part of the service: the welcome message, sign-in and password
          reset codes, changes to your application&apos;s status, audit dates, certificate expiry
          reminders (60, 30 and 7 days before expiry, and on expiry), renewal confirmations and
          answers to your messages. These are needed to run your accreditation and you cannot opt
          out of them while your account is active. We do not send marketing e-mails without your
          consent. Messages sent through the contact form are forwarded by e-mail to our support
          team.
        </p>

        <h2 id="cookies">8. Cookies and similar technologies</h2>
        <p>
          We use only the cookies and browser storage the portal needs to work: a session cookie
          that keeps you signed in, cookies used during two-factor and single sign-on sign-in, and a
          setting that remembers the role you last chose in the dashboard. We do not use advertising
          or cross-site tracking cookies. The chat service offered on public pages may set its own
          cookies when it loads; it is not loaded in the dashboard.
        </p>

        <h2 id="retention">9. How long we keep data</h2>
        <ul>
          <li>
            <strong>Account data:</strong> while your account is open. When you ask us to close it,
            we delete or anonymise it within 90 days, except the records below.
          </li>
          <li>
            <strong>Applications, documents, audit reports, decisions and certificates:</strong> for
            as long as the business is accredited and seven years after its last certificate expires
            or is revoked, so that we can answer verification questions and handle disputes.
          </li>
          <li>
            <strong>Payment records:</strong> seven years, as required by tax and accounting rules.
          </li>
          <li>
            <strong>Contact form messages:</strong> two years after our last exchange with you.
          </li>
          <li>
            <strong>Concerns reported about a business:</strong> the name and e-mail address of the
            person who reported it, and the photos and documents they sent, are deleted{" "}
            {COMPLAINT_REPORTER_RETENTION_YEARS} years after the case is closed (a daily job does
            it). What was reported, the business&apos;s response and our findings are kept as the
            programme&apos;s record for as long as the business&apos;s own records. Until then, only
            the staff who handle the concern see who reported it; the business never does.
          </li>
          <li>
            <strong>Copies of e-mails sent and security logs:</strong> up to twelve months; rate
            limit counters, one hour.
          </li>
        </ul>

        <h2 id="security">10. Security</h2>
        <p>
          We protect data with encrypted connections, hashed passwords, optional two-factor
          authentication, access based on roles, limits on repeated attempts and an audit trail of
          changes. No system is perfectly secure; if a breach affects your data, we will inform you
          and the authorities as the law requires.
        </p>

        <h2 id="rights">11. Your rights</h2>
        <p>
          Depending on where you live, including under Canadian, Mexican and US state privacy laws,
          you can ask to access the personal data we hold about you, to correct it, to delete it, to
          receive a copy in a portable format, or to object to or limit certain uses of it (in
          Mexico, your ARCO rights). You can correct most account and application details yourself
          from your dashboard. For anything else, write to us: we answer within 30 days and may ask
          you to confirm your identity. If you are not satisfied with our answer, you can complain
          to the data protection authority where you live.
        </p>
        <p>
          Some data cannot be deleted on request while we must keep it, for example payment records
          or the record of a certificate that clients may still try to verify.
        </p>

        <h2 id="changes">12. Changes to this policy</h2>
        <p>
          When we change this policy, we update the date at the top of this page. If a change
          materially affects how we use your data, we will tell account holders by e-mail before it
          takes effect.
        </p>

        <h2 id="contact">13. Contact</h2>
        <p>
          For any question about privacy, or to exercise your rights, e-mail{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>, call {site.supportPhone},
          write to {site.postalAddress}, or use our <Link to="/contact">contact form</Link>. Please
          see also our <Link to="/terms">terms of use</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}

import { Link } from "react-router";
import { PageContainer, PageIntro, Prose } from "../page-parts";
import { legalLastUpdated } from "../legal";
import { feesInCents } from "~/domain/fees";
import { formatMoney } from "~/lib/format";
import { useRootData } from "~/lib/root-data";

/** The text of the terms of use (/terms). */
export function TermsPage() {
  const { site } = useRootData();
  return (
    <PageContainer>
      <PageIntro
        title="Terms of use"
        lead="These terms apply to everyone who uses the Humane Accreditation Portal, and to businesses that apply for or hold accreditation through it. Please read them before you create an account."
      >
        <p className="mt-3 text-sm text-slate-700">Last updated: {legalLastUpdated}</p>
      </PageIntro>

      <Prose className="mt-4">
        <h2 id="acceptance">1. Agreement</h2>
        <p>
          By creating an account or submitting an application you accept these terms on your own
          behalf and, if you act for a business, on behalf of that business; you confirm that you
          are authorised to do so. Visitors who only read the public pages accept sections 8 to 13.
          Our <Link to="/privacy">privacy policy</Link> explains how we handle personal data.
        </p>

        <h2 id="programme">2. The programme</h2>
        <p>
          The programme accredits wildlife control businesses in the United States, Canada and
          Mexico that meet its published standards. Accreditation is voluntary and independent. It
          is not a government licence and does not replace any licence, permit or legal obligation:
          you remain responsible for complying with every wildlife, animal welfare, pesticide,
          transport and business law that applies to your work.
        </p>

        <h2 id="accounts">3. Accounts</h2>
        <ul>
          <li>Give accurate information and keep it up to date.</li>
          <li>
            Keep your password confidential, do not share your account, and tell us at once if you
            suspect someone else has used it. We recommend turning on two-factor authentication.
          </li>
          <li>
            Examiners, committee members and administrators use their access only for their
            programme role and keep what they learn about applicants confidential.
          </li>
        </ul>

        <h2 id="applications">4. Applications, documents and audits</h2>
        <ul>
          <li>
            Everything you submit, including documents, must be true, complete and yours to share.
            Submitting false or altered information is a reason to reject an application or revoke a
            certificate.
          </li>
          <li>
            You agree to an on-site audit at a date agreed with you, and to give the examiner
            reasonable access to your premises, equipment, vehicles, records and staff.
          </li>
          <li>
            Decisions are taken by a review panel of the standards committee. You may ask for a
            decision to be reconsidered by writing to us within 30 days; a panel that did not take
            part in the first review will consider it.
          </li>
        </ul>

        <h2 id="fees">5. Fees and payment</h2>
        <p>
          Fees are in US dollars and are paid by card through our card payment processor, whose own
          terms also apply to the payment. The current fees are:
        </p>
        <ul>
          <li>
            First accreditation: audit fee {formatMoney(feesInCents.initialAudit)}, membership fee{" "}
            {formatMoney(feesInCents.initialMembership)}.
          </li>
          <li>
            Annual renewal: audit fee {formatMoney(feesInCents.renewalAudit)}, membership fee{" "}
            {formatMoney(feesInCents.renewalMembership)}.
          </li>
        </ul>
        <p>
          The audit fee is due before an audit is scheduled, and the membership fee after your
          application is approved and before your certificate is issued. Fees do not depend on the
          outcome of a review. If you withdraw your application before an audit is scheduled, we
          refund the audit fee; after that it is not refundable, because the examiner&apos;s and the
          committee&apos;s work has begun. The membership fee is not refundable once the certificate
          has been issued, including if the certificate is later revoked. Taxes, bank or currency
          conversion charges of your card issuer are your responsibility. We announce changes to
          fees on this site at least 60 days before they apply; they never affect a fee you have
          already paid.
        </p>

        <h2 id="certificates">6. Certificates and the accreditation mark</h2>
        <ul>
          <li>
            A certificate is valid for one year from its date of issue and must be renewed each
            year. It belongs to the programme and is licensed to the named business only.
          </li>
          <li>
            While your certificate is active you may show it, its QR code and the statement that
            your business is accredited. You must not alter it, imply that accreditation covers
            another business or branch, or keep claiming accreditation after it has expired or been
            revoked.
          </li>
          <li>
            We may revoke a certificate if a business no longer meets the standards, does not
            cooperate with an audit, misuses the certificate, provided false information or has
            acted with cruelty towards animals. Revoked and expired certificates are shown as such
            on the public verification page.
          </li>
          <li>
            When the standards change, we tell accredited businesses and give reasonable time to
            adapt before the new version is audited.
          </li>
        </ul>

        <h2 id="directory">7. The public directory</h2>
        <p>
          While a certificate is active, the business name, address and business contact details
          from the application, the services offered and the service area appear in the public
          directory, and the name and address on the verification page. A listing is information,
          not a recommendation or a guarantee of any particular job. Tell us if your listing is
          inaccurate and we will correct it.
        </p>

        <h2 id="acceptable-use">8. Acceptable use</h2>
        <p>You must not:</p>
        <ul>
          <li>try to access accounts, data or pages you are not authorised to see;</li>
          <li>
            disrupt the portal, probe it for vulnerabilities without our written permission, or use
            automated tools to send requests in bulk;
          </li>
          <li>upload malware, unlawful content or content that infringes others&apos; rights;</li>
          <li>use the contact form or comments for advertising, harassment or spam.</li>
        </ul>

        <h2 id="content">9. Content and intellectual property</h2>
        <p>
          The standards, the operations manual, the texts and the design of this site belong to the
          programme. You may read, print and share them for non-commercial purposes with
          attribution. You keep the rights to the documents and comments you submit and give us the
          right to use them for running the programme and, for comments on proposed changes, for
          maintaining the standards.
        </p>

        <h2 id="disclaimer">10. Disclaimer</h2>
        <p>
          Accreditation shows that a business met the standards when it was audited and has
          committed to keep meeting them. It is not a guarantee of the result, price or quality of
          any particular job, and contracts for wildlife control services are between the client and
          the business. We do our best to keep the portal available and its information accurate,
          but we provide it as it is, without warranties beyond those the law requires.
        </p>

        <h2 id="liability">11. Limitation of liability</h2>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, such
          as lost profits or business, and our total liability to a business in connection with the
          programme is limited to the fees it paid us in the twelve months before the claim. Nothing
          in these terms limits liability that cannot be limited by law.
        </p>

        <h2 id="termination">12. Closing an account</h2>
        <p>
          You can ask us to close your account at any time. We may suspend or close an account that
          breaks these terms, after telling you why unless the law or safety prevents it. Closing an
          account ends any active accreditation and removes the directory listing; records we must
          keep are handled as described in the privacy policy.
        </p>

        <h2 id="changes">13. Changes and governing law</h2>
        <p>
          We may update these terms; the date at the top of this page shows the latest version, and
          we tell account holders by e-mail at least 30 days before a material change takes effect.
          These terms are governed by the law of the place where the programme operator is
          established, without depriving you of protection you have under the mandatory law of your
          own country, state or province.
        </p>

        <h2 id="contact">14. Contact</h2>
        <p>
          Questions about these terms: e-mail{" "}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>, call {site.supportPhone},
          write to {site.postalAddress}, or use our <Link to="/contact">contact form</Link>.
        </p>
      </Prose>
    </PageContainer>
  );
}

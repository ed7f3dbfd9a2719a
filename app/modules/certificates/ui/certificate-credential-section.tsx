import { FormattedMessage } from "react-intl";
import { credentialPath } from "~/modules/credentials";
import { defineMessages } from "~/lib/i18n/messages";
import type { EffectiveCertificateStatus } from "../certificate-rules";

// The English of credentialMessages (app/modules/credentials/credential-messages.ts).
const m = defineMessages({
  heading: { id: "certificates.credential.heading", defaultMessage: "Verifiable credential" },
  explanation: {
    id: "certificates.credential.explanation",
    defaultMessage:
      "A signed Open Badges 3.0 credential of this certificate that anyone can check offline with standard verifiable-credential tools. It names the standards version audited against; its status lists say at once if the certificate is revoked or suspended.",
  },
  download: {
    id: "certificates.credential.download",
    defaultMessage: "Download verifiable credential",
  },
  revokedNote: {
    id: "certificates.credential.revokedNote",
    defaultMessage: "This certificate has been revoked: the credential's status list says so.",
  },
  expiredNote: {
    id: "certificates.credential.expiredNote",
    defaultMessage: "This certificate has expired: the credential's validity period has ended.",
  },
});

/**
 * The certificate page's verifiable credential (decision 052): offered for
 * every certificate, a revoked or expired one too (its status then says so).
 * The markup of CredentialDownload (~/modules/credentials), in the reader's language.
 */
export function CertificateCredentialSection({
  verificationCode,
  status,
}: {
  verificationCode: string;
  status: EffectiveCertificateStatus;
}) {
  const note = status === "revoked" ? m.revokedNote : status === "expired" ? m.expiredNote : null;
  const href = `${credentialPath(verificationCode)}?download=1`;
  return (
    <section
      aria-labelledby="credential-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
      data-testid="verifiable-credential"
    >
      <h2 id="credential-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage {...m.explanation} />
      </p>
      {note ? (
        <p className="mt-2 text-sm font-medium text-slate-900">
          <FormattedMessage {...note} />
        </p>
      ) : null}
      <p className="mt-3">
        <a
          href={href}
          download
          type="application/vc+ld+json"
          className="inline-block rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <FormattedMessage {...m.download} />
        </a>
      </p>
    </section>
  );
}

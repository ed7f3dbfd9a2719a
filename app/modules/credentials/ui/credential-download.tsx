import { FormattedMessage } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { credentialPath } from "../credential-messages";

const m = defineMessages({
  heading: { id: "credentials.download.heading", defaultMessage: "Verifiable credential" },
  explanation: {
    id: "credentials.download.explanation",
    defaultMessage:
      "A signed Open Badges 3.0 credential of this certificate that anyone can check offline with standard verifiable-credential tools. It names the standards version audited against; its status lists say at once if the certificate is revoked or suspended.",
  },
  download: {
    id: "credentials.download.button",
    defaultMessage: "Download verifiable credential",
  },
  revokedNote: {
    id: "credentials.download.revokedNote",
    defaultMessage: "This certificate has been revoked: the credential's status list says so.",
  },
  expiredNote: {
    id: "credentials.download.expiredNote",
    defaultMessage: "This certificate has expired: the credential's validity period has ended.",
  },
});

/**
 * The "Download verifiable credential" section (verification page, the
 * business's certificate page), in the reader's language: the signed Open
 * Badges credential of the certificate, with a note when it is revoked or
 * expired.
 */
export function CredentialDownload({
  verificationCode,
  status,
}: {
  verificationCode: string;
  /** The certificate's effective status: a revoked or expired one gets its note. */
  status: string;
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

import { credentialMessages, credentialPath } from "../credential-messages";

/**
 * The "Download verifiable credential" section (verification page, the
 * business's certificate page): the signed Open Badges credential of the
 * certificate, with a note when it is revoked or expired.
 */
export function CredentialDownload({
  verificationCode,
  note,
  headingLevel = "h2",
}: {
  verificationCode: string;
  /** Shown under the explanation (e.g. that the certificate is revoked). */
  note?: string | null;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const href = `${credentialPath(verificationCode)}?download=1`;
  return (
    <section
      aria-labelledby="credential-h"
      className="rounded-lg border border-slate-200 bg-white p-5"
      data-testid="verifiable-credential"
    >
      <Heading id="credential-h" className="text-lg font-semibold text-slate-900">
        {credentialMessages.heading}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{credentialMessages.explanation}</p>
      {note ? <p className="mt-2 text-sm font-medium text-slate-900">{note}</p> : null}
      <p className="mt-3">
        <a
          href={href}
          download
          type="application/vc+ld+json"
          className="inline-block rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {credentialMessages.download}
        </a>
      </p>
    </section>
  );
}

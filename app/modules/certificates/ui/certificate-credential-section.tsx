import { CredentialDownload, credentialMessages } from "~/modules/credentials";
import type { EffectiveCertificateStatus } from "../certificate-rules";

/**
 * The certificate page's verifiable credential (decision 052): offered for
 * every certificate, a revoked or expired one too (its status then says so).
 */
export function CertificateCredentialSection({
  verificationCode,
  status,
}: {
  verificationCode: string;
  status: EffectiveCertificateStatus;
}) {
  const note =
    status === "revoked"
      ? credentialMessages.revokedNote
      : status === "expired"
        ? credentialMessages.expiredNote
        : null;
  return <CredentialDownload verificationCode={verificationCode} note={note} />;
}

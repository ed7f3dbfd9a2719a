/** Texts of the credentials feature (decision 052). */
export const credentialMessages = {
  notFound: "No verifiable credential was found for this verification code.",
  statusListNotFound: "No such status list.",
  download: "Download verifiable credential",
  heading: "Verifiable credential",
  explanation:
    "A signed Open Badges 3.0 credential of this certificate that anyone can check offline with standard verifiable-credential tools. It names the standards version audited against; its status lists say at once if the certificate is revoked or suspended.",
  revokedNote: "This certificate has been revoked: the credential's status list says so.",
  expiredNote: "This certificate has expired: the credential's validity period has ended.",
} as const;

/** The file name of a downloaded credential. */
export function credentialFileName(certificateNumber: string): string {
  return `humane-accreditation-${certificateNumber.replace(/[^A-Za-z0-9-]/g, "")}.vc.json`;
}

/** Where a certificate's credential is served (relative to the site). */
export function credentialPath(verificationCode: string): string {
  return `/credentials/${encodeURIComponent(verificationCode)}`;
}

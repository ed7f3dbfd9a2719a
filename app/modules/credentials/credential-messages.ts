/** Texts of the credentials feature (decision 052). */
export const credentialMessages = {
  notFound: "No verifiable credential was found for this verification code.",
  statusListNotFound: "No such status list.",
} as const;

/** The file name of a downloaded credential. */
export function credentialFileName(certificateNumber: string): string {
  return `humane-accreditation-${certificateNumber.replace(/[^A-Za-z0-9-]/g, "")}.vc.json`;
}

/** Where a certificate's credential is served (relative to the site). */
export function credentialPath(verificationCode: string): string {
  return `/credentials/${encodeURIComponent(verificationCode)}`;
}

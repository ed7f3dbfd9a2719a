export * from "~/domain/certificate-status";
/** Texts of the certificate feature (SPEC §8 where the spec has one). */
export const certificateMessages = {
  applicationNotFound: "Application not found",
  notApproved: "Application must be approved before generating a certificate",
  membershipUnpaid: "Membership fee must be paid before generating a certificate",
  pdfFailed: "Failed to generate PDF certificate",
  notFound: "Certificate not found",
  reasonRequired: "Enter the reason for revoking this certificate",
  reasonTooLong: "Keep the reason under 1000 characters",
  alreadyRevoked: "This certificate is already revoked",
  revokeDenied: "You do not have permission to revoke certificates",
  generateFailed: "The certificate could not be generated. Please try again.",
  revokeFailed: "The certificate could not be revoked. Please try again.",
} as const;

export const REVOCATION_REASON_MAX = 1000;

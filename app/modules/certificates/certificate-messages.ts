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
  suspendDenied: "You do not have permission to suspend certificates",
  reinstateDenied: "You do not have permission to reinstate certificates",
  suspendReasonRequired: "Enter the reason for suspending this certificate",
  reviewDateRequired: "Enter the date the suspension will be reviewed",
  reviewDateInPast: "The review date must be after today",
  reviewDateTooLate: "The review date must be within a year",
  notSuspendable: "Only a certificate in force can be suspended",
  notSuspended: "This certificate is not suspended",
  reinstateNoteTooLong: "Keep the note under 1000 characters",
  suspendFailed: "The certificate could not be suspended. Please try again.",
  reinstateFailed: "The certificate could not be reinstated. Please try again.",
} as const;

export const REVOCATION_REASON_MAX = 1000;

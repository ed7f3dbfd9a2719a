import { defineMessages } from "~/lib/i18n/messages";
export * from "~/domain/certificate-status";
/** Texts of the certificate feature (SPEC §8 where the spec has one). */
const certificateMessagesCatalog = defineMessages({
  applicationNotFound: {
    id: "certificates.error.applicationNotFound",
    defaultMessage: "Application not found",
  },
  notApproved: {
    id: "certificates.error.notApproved",
    defaultMessage: "Application must be approved before generating a certificate",
  },
  membershipUnpaid: {
    id: "certificates.error.membershipUnpaid",
    defaultMessage: "Membership fee must be paid before generating a certificate",
  },
  pdfFailed: {
    id: "certificates.error.pdfFailed",
    defaultMessage: "Failed to generate PDF certificate",
  },
  notFound: { id: "certificates.error.notFound", defaultMessage: "Certificate not found" },
  reasonRequired: {
    id: "certificates.error.reasonRequired",
    defaultMessage: "Enter the reason for revoking this certificate",
  },
  reasonTooLong: {
    id: "certificates.error.reasonTooLong",
    defaultMessage: "Keep the reason under 1000 characters",
  },
  alreadyRevoked: {
    id: "certificates.error.alreadyRevoked",
    defaultMessage: "This certificate is already revoked",
  },
  revokeDenied: {
    id: "certificates.error.revokeDenied",
    defaultMessage: "You do not have permission to revoke certificates",
  },
  generateFailed: {
    id: "certificates.error.generateFailed",
    defaultMessage: "The certificate could not be generated. Please try again.",
  },
  revokeFailed: {
    id: "certificates.error.revokeFailed",
    defaultMessage: "The certificate could not be revoked. Please try again.",
  },
  suspendDenied: {
    id: "certificates.error.suspendDenied",
    defaultMessage: "You do not have permission to suspend certificates",
  },
  reinstateDenied: {
    id: "certificates.error.reinstateDenied",
    defaultMessage: "You do not have permission to reinstate certificates",
  },
  suspendReasonRequired: {
    id: "certificates.error.suspendReasonRequired",
    defaultMessage: "Enter the reason for suspending this certificate",
  },
  reviewDateRequired: {
    id: "certificates.error.reviewDateRequired",
    defaultMessage: "Enter the date the suspension will be reviewed",
  },
  reviewDateInPast: {
    id: "certificates.error.reviewDateInPast",
    defaultMessage: "The review date must be after today",
  },
  reviewDateTooLate: {
    id: "certificates.error.reviewDateTooLate",
    defaultMessage: "The review date must be within a year",
  },
  notSuspendable: {
    id: "certificates.error.notSuspendable",
    defaultMessage: "Only a certificate in force can be suspended",
  },
  notSuspended: {
    id: "certificates.error.notSuspended",
    defaultMessage: "This certificate is not suspended",
  },
  reinstateNoteTooLong: {
    id: "certificates.error.reinstateNoteTooLong",
    defaultMessage: "Keep the note under 1000 characters",
  },
  suspendFailed: {
    id: "certificates.error.suspendFailed",
    defaultMessage: "The certificate could not be suspended. Please try again.",
  },
  reinstateFailed: {
    id: "certificates.error.reinstateFailed",
    defaultMessage: "The certificate could not be reinstated. Please try again.",
  },
});

export const certificateMessages = {
  applicationNotFound: certificateMessagesCatalog.applicationNotFound.defaultMessage,
  notApproved: certificateMessagesCatalog.notApproved.defaultMessage,
  membershipUnpaid: certificateMessagesCatalog.membershipUnpaid.defaultMessage,
  pdfFailed: certificateMessagesCatalog.pdfFailed.defaultMessage,
  notFound: certificateMessagesCatalog.notFound.defaultMessage,
  reasonRequired: certificateMessagesCatalog.reasonRequired.defaultMessage,
  reasonTooLong: certificateMessagesCatalog.reasonTooLong.defaultMessage,
  alreadyRevoked: certificateMessagesCatalog.alreadyRevoked.defaultMessage,
  revokeDenied: certificateMessagesCatalog.revokeDenied.defaultMessage,
  generateFailed: certificateMessagesCatalog.generateFailed.defaultMessage,
  revokeFailed: certificateMessagesCatalog.revokeFailed.defaultMessage,
  suspendDenied: certificateMessagesCatalog.suspendDenied.defaultMessage,
  reinstateDenied: certificateMessagesCatalog.reinstateDenied.defaultMessage,
  suspendReasonRequired: certificateMessagesCatalog.suspendReasonRequired.defaultMessage,
  reviewDateRequired: certificateMessagesCatalog.reviewDateRequired.defaultMessage,
  reviewDateInPast: certificateMessagesCatalog.reviewDateInPast.defaultMessage,
  reviewDateTooLate: certificateMessagesCatalog.reviewDateTooLate.defaultMessage,
  notSuspendable: certificateMessagesCatalog.notSuspendable.defaultMessage,
  notSuspended: certificateMessagesCatalog.notSuspended.defaultMessage,
  reinstateNoteTooLong: certificateMessagesCatalog.reinstateNoteTooLong.defaultMessage,
  suspendFailed: certificateMessagesCatalog.suspendFailed.defaultMessage,
  reinstateFailed: certificateMessagesCatalog.reinstateFailed.defaultMessage,
};

export const REVOCATION_REASON_MAX = 1000;

import { documentTypeList } from "~/domain/document-types";
import { refusalText } from "~/modules/permissions";

/** SPEC §5 and §8 texts of the application screens and services. */
export const applicationMessages = {
  fetchListFailed: "Failed to fetch applications. Please check your connection and try again.",
  fetchDetailFailed: "Failed to fetch application details. Please try again.",
  createFailed: "Failed to create application. Please try again later.",
  updateFailed: "Failed to update application. Please try again.",
  statusFailed: "Failed to update application status. Please try again.",
  updateDenied: "You do not have permission to update this application",
  statusDenied: refusalText("application.changeStatus"),
  invalid: "Please correct the highlighted fields.",
  incomplete: "Complete the highlighted fields before submitting your application.",
  notSubmittable: "Only a draft or a rejected application can be submitted.",
  unknownStatus: "Choose a valid status.",
  /** Submitting before every required document is uploaded (issue 19). */
  missingDocuments: (missing: readonly string[]) =>
    `Upload your ${documentTypeList(missing)} before submitting.`,
  /** An administrator submitting on the business's behalf without them: a reason is required. */
  missingDocumentsReason: (missing: readonly string[]) =>
    `The ${documentTypeList(missing)} ${missing.length === 1 ? "is" : "are"} not uploaded. To submit on the business's behalf without ${missing.length === 1 ? "it" : "them"}, give the reason.`,
  /** The timeline note of such a submission. */
  submittedWithoutDocuments: (missing: readonly string[], reason: string) =>
    `Submitted without the ${documentTypeList(missing)}. Reason: ${reason}`,
} as const;

/**
 * Why an application cannot be set to Certified (decision 051), and what to
 * do instead. `number` is the certificate's number when it has one.
 */
export function certifiedRefusalMessage(
  reason: "no-certificate" | "revoked" | "expired",
  number?: string,
): string {
  const rule = "An application is certified only while its certificate is active.";
  if (reason === "no-certificate") {
    return `${rule} This application has no certificate yet: generate the certificate (Certificates › Generate certificate, once the application is approved and the membership fee is paid); generating it certifies the application.`;
  }
  if (reason === "revoked") {
    return `${rule} Certificate ${number} was revoked, and a revoked certificate is not reinstated: the business applies again (a new application, audited) to be certified.`;
  }
  return `${rule} Certificate ${number} has expired: renew it (the business starts a renewal from My Certificates); completing the renewal makes the certificate active and certifies the renewal.`;
}

/** Longest feedback note on a status change. */
export const FEEDBACK_MAX = 5000;

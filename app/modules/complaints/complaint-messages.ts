import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { concernMessages } from "./concern-messages";

/**
 * Texts of the complaints module (decision 058). Those a member of the public
 * reads are declared in concern-messages.ts: the ones with values are
 * written in the reader's language (`locale`, English by default), the
 * others are answered in it by the concern page's action.
 */
export const complaintMessages = {
  correctFields: concernMessages.correctFields.defaultMessage,
  submitFailed: concernMessages.submitFailed.defaultMessage,
  actionFailed: "The case could not be updated. Please try again.",
  notFound: "Complaint not found",
  businessNotFound: concernMessages.businessNotFound.defaultMessage,
  /** A concern about a business the programme does not accredit (now). */
  notAccredited: (businessName: string, locale: Locale = "en") =>
    intlFor(locale).formatMessage(concernMessages.notAccredited, { name: businessName }),
  rateLimitedAddress: (minutes: number, locale: Locale = "en") =>
    intlFor(locale).formatMessage(concernMessages.rateLimitedAddress, { minutes }),
  /** A photo `sharp` cannot read again (to remove its metadata). */
  imageUnreadable: (name: string, locale: Locale = "en") =>
    intlFor(locale).formatMessage(concernMessages.imageUnreadable, { name }),
  rateLimitedEmail: concernMessages.rateLimitedEmail.defaultMessage,
  /** Two staff changing the same case at once: the second is told, nothing is saved. */
  changedMeanwhile: (statusLabel: string) =>
    `Someone else changed this case while you were working on it (it is now ${statusLabel}). Nothing was saved: reload the page to see the change.`,
  assigneeAuditedBusiness:
    "This person audited the business and cannot handle a complaint about it. Choose someone else.",
  assigneeConflict:
    "This person has a recorded conflict of interest with the business and cannot handle this complaint. Choose someone else.",
  assigneeNotStaff: "Choose a committee member or an administrator.",
  acknowledged: "The case is acknowledged.",
  investigating: "The case is under investigation.",
  resolved: "The case is resolved; the reporter and the business have been told.",
  withdrawn: "The case is withdrawn.",
  assigned: "The case is assigned.",
  noteAdded: "The note is added to the timeline.",
  businessInformed: "The business has been told about the concern.",
  responseSent: "Your response has been sent to the programme.",
  responseClosed: "This case is closed; it no longer takes responses.",
} as const;

/** The channels offered instead of a case (the contact page, wildlife agencies). */
export const CONTACT_PATH = "/contact";

/** Paths of the complaints screens. */
export const complaintsListPath = "/dashboard/complaints";
export const complaintPath = (id: string) => `/dashboard/complaints/${id}`;
export const businessConcernPath = (id: string) => `/dashboard/concerns/${id}`;
export const reportConcernPath = (certificateNumber: string) =>
  `/report-concern/${encodeURIComponent(certificateNumber)}`;
export const complaintAttachmentPath = (id: string) => `/dashboard/complaints/attachments/${id}`;

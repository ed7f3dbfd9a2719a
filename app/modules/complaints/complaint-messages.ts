import type { ComplaintOutcome, ComplaintStatus } from "~/domain/complaint-status";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { concernMessages } from "./concern-messages";

/**
 * The case screens' answers and refusals (issue 36): services keep the
 * English text, the form's answer is translated at the edge.
 */
export const complaintText = defineMessages({
  actionFailed: {
    id: "complaints.error.actionFailed",
    defaultMessage: "The case could not be updated. Please try again.",
  },
  notFound: { id: "complaints.error.notFound", defaultMessage: "Complaint not found" },
  assigneeAuditedBusiness: {
    id: "complaints.error.assigneeAuditedBusiness",
    defaultMessage:
      "This person audited the business and cannot handle a complaint about it. Choose someone else.",
  },
  assigneeConflict: {
    id: "complaints.error.assigneeConflict",
    defaultMessage:
      "This person has a recorded conflict of interest with the business and cannot handle this complaint. Choose someone else.",
  },
  assigneeNotStaff: {
    id: "complaints.error.assigneeNotStaff",
    defaultMessage: "Choose a committee member or an administrator.",
  },
  responseClosed: {
    id: "complaints.error.responseClosed",
    defaultMessage: "This case is closed; it no longer takes responses.",
  },
  chooseOutcome: {
    id: "complaints.error.chooseOutcome",
    defaultMessage: "Choose whether the complaint is upheld",
  },
  chooseAssignee: {
    id: "complaints.error.chooseAssignee",
    defaultMessage: "Choose who handles the case",
  },
  enterFindings: { id: "complaints.error.enterFindings", defaultMessage: "Enter the findings" },
  enterReason: { id: "complaints.error.enterReason", defaultMessage: "Enter the reason" },
  enterNote: { id: "complaints.error.enterNote", defaultMessage: "Enter the note" },
  enterResponse: { id: "complaints.error.enterResponse", defaultMessage: "Enter your response" },
  loadList: {
    id: "complaints.error.loadList",
    defaultMessage: "Could not load the complaints. Please try again.",
  },
  loadCase: {
    id: "complaints.error.loadCase",
    defaultMessage: "Could not load this complaint. Please try again.",
  },
  loadConcern: {
    id: "complaints.error.loadConcern",
    defaultMessage: "Could not load this concern. Please try again.",
  },
  acknowledged: { id: "complaints.done.acknowledged", defaultMessage: "The case is acknowledged." },
  investigating: {
    id: "complaints.done.investigating",
    defaultMessage: "The case is under investigation.",
  },
  resolved: {
    id: "complaints.done.resolved",
    defaultMessage: "The case is resolved; the reporter and the business have been told.",
  },
  withdrawn: { id: "complaints.done.withdrawn", defaultMessage: "The case is withdrawn." },
  assigned: { id: "complaints.done.assigned", defaultMessage: "The case is assigned." },
  noteAdded: {
    id: "complaints.done.noteAdded",
    defaultMessage: "The note is added to the timeline.",
  },
  businessInformed: {
    id: "complaints.done.businessInformed",
    defaultMessage: "The business has been told about the concern.",
  },
  responseSent: {
    id: "complaints.done.responseSent",
    defaultMessage: "Your response has been sent to the programme.",
  },
});

/** A case's status, as the screens show it (the labels of domain/complaint-status.ts). */
export const complaintStatusMessages: Record<ComplaintStatus, EnglishMessage> = defineMessages({
  received: { id: "complaints.status.received", defaultMessage: "Received" },
  acknowledged: { id: "complaints.status.acknowledged", defaultMessage: "Acknowledged" },
  investigating: { id: "complaints.status.investigating", defaultMessage: "Under investigation" },
  resolved: { id: "complaints.status.resolved", defaultMessage: "Resolved" },
  withdrawn: { id: "complaints.status.withdrawn", defaultMessage: "Withdrawn" },
});

/** A resolved case's outcome. */
export const complaintOutcomeMessages: Record<ComplaintOutcome, EnglishMessage> = defineMessages({
  upheld: { id: "complaints.outcome.upheld", defaultMessage: "Upheld" },
  "not-upheld": { id: "complaints.outcome.notUpheld", defaultMessage: "Not upheld" },
});

const t = complaintText;

/** Texts of the complaints module (decision 058). */
export const complaintMessages = {
  correctFields: concernMessages.correctFields.defaultMessage,
  submitFailed: concernMessages.submitFailed.defaultMessage,
  actionFailed: t.actionFailed.defaultMessage,
  notFound: t.notFound.defaultMessage,
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
  assigneeAuditedBusiness: t.assigneeAuditedBusiness.defaultMessage,
  assigneeConflict: t.assigneeConflict.defaultMessage,
  assigneeNotStaff: t.assigneeNotStaff.defaultMessage,
  acknowledged: t.acknowledged.defaultMessage,
  investigating: t.investigating.defaultMessage,
  resolved: t.resolved.defaultMessage,
  withdrawn: t.withdrawn.defaultMessage,
  assigned: t.assigned.defaultMessage,
  noteAdded: t.noteAdded.defaultMessage,
  businessInformed: t.businessInformed.defaultMessage,
  responseSent: t.responseSent.defaultMessage,
  responseClosed: t.responseClosed.defaultMessage,
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

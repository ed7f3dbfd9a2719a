import type { AuditStatus, Finding, Recommendation } from "~/domain/audit-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/** An audit's status, as the screens name it (the labels of domain/audit-status.ts). */
export const auditStatusMessages: Record<AuditStatus, EnglishMessage> = defineMessages({
  scheduled: { id: "audits.status.scheduled", defaultMessage: "Scheduled" },
  "in-progress": { id: "audits.status.inProgress", defaultMessage: "In progress" },
  completed: { id: "audits.status.completed", defaultMessage: "Completed" },
  cancelled: { id: "audits.status.cancelled", defaultMessage: "Cancelled" },
});

/** A finding of the audit report (findingLabels). */
export const findingMessages: Record<Finding, EnglishMessage> = defineMessages({
  compliant: { id: "audits.finding.compliant", defaultMessage: "Compliant" },
  "minor-non-conformity": {
    id: "audits.finding.minorNonConformity",
    defaultMessage: "Minor non-conformity",
  },
  "major-non-conformity": {
    id: "audits.finding.majorNonConformity",
    defaultMessage: "Major non-conformity",
  },
  "not-applicable": { id: "audits.finding.notApplicable", defaultMessage: "Not applicable" },
});

/** The examiner's overall recommendation (recommendationLabels). */
export const recommendationMessages: Record<Recommendation, EnglishMessage> = defineMessages({
  "recommend-approval": {
    id: "audits.recommendation.approval",
    defaultMessage: "Recommend approval",
  },
  "approval-after-minor-corrections": {
    id: "audits.recommendation.minorCorrections",
    defaultMessage: "Approval after minor corrections",
  },
  "re-audit-required": {
    id: "audits.recommendation.reAudit",
    defaultMessage: "Re-audit required",
  },
  "recommend-rejection": {
    id: "audits.recommendation.rejection",
    defaultMessage: "Recommend rejection",
  },
});

/**
 * The audits' refusals, field messages and answers (SPEC §5/§8 where the
 * spec has one). Services keep the English text (audit-rules.ts's
 * `auditMessages`); the answer is translated at the edge (`translateText`).
 * Those with values are written in the reader's language where they are made.
 */
export const auditText = defineMessages({
  notFound: { id: "audits.error.notFound", defaultMessage: "Audit not found" },
  applicationNotFound: {
    id: "audits.error.applicationNotFound",
    defaultMessage: "Application not found",
  },
  feeNotPaid: {
    id: "audits.error.feeNotPaid",
    defaultMessage: "Audit fee must be paid before scheduling an audit",
  },
  notUnderReview: {
    id: "audits.error.notUnderReview",
    defaultMessage: "Application must be under review to schedule an audit",
  },
  updateDenied: {
    id: "audits.error.updateDenied",
    defaultMessage: "You do not have permission to update this audit",
  },
  completedNotModifiable: {
    id: "audits.error.completedNotModifiable",
    defaultMessage: "Completed audits cannot be modified",
  },
  completedNotDeletable: {
    id: "audits.error.completedNotDeletable",
    defaultMessage: "Completed audits cannot be deleted",
  },
  cancelledNotModifiable: {
    id: "audits.error.cancelledNotModifiable",
    defaultMessage: "Cancelled audits cannot be modified",
  },
  chooseApplication: {
    id: "audits.error.chooseApplication",
    defaultMessage: "Choose an application",
  },
  chooseExaminer: { id: "audits.error.chooseExaminer", defaultMessage: "Choose an examiner" },
  notAnExaminer: {
    id: "audits.error.notAnExaminer",
    defaultMessage: "Choose a user who holds the examiner role",
  },
  invalidDate: { id: "audits.error.invalidDate", defaultMessage: "Enter a valid date" },
  invalidTime: { id: "audits.error.invalidTime", defaultMessage: "Enter a valid time" },
  invalidTimeZone: {
    id: "audits.error.invalidTimeZone",
    defaultMessage: "Choose a time zone from the list",
  },
  dateInPast: {
    id: "audits.error.dateInPast",
    defaultMessage: "Choose a date and time in the future",
  },
  findingsIncomplete: {
    id: "audits.error.findingsIncomplete",
    defaultMessage: "Record a finding for every standard before completing the audit",
  },
  recommendationMissing: {
    id: "audits.error.recommendationMissing",
    defaultMessage: "Choose an overall recommendation before completing the audit",
  },
  rescheduleDenied: {
    id: "audits.error.rescheduleDenied",
    defaultMessage: "Only administrators and committee members can reschedule an audit",
  },
  invalidFinding: {
    id: "audits.error.invalidFinding",
    defaultMessage: "Choose a finding from the list",
  },
  notesNeedFinding: {
    id: "audits.error.notesNeedFinding",
    defaultMessage: "Choose a finding to keep these notes",
  },
  invalidStatus: {
    id: "audits.error.invalidStatus",
    defaultMessage: "Choose a status from the list",
  },
  notesTooLong: {
    id: "audits.error.notesTooLong",
    defaultMessage: "Notes must be at most 2000 characters",
  },
  applicationHasOpenAudit: {
    id: "audits.error.applicationHasOpenAudit",
    defaultMessage:
      "This application already has an audit scheduled. Reschedule or cancel that audit instead of adding another.",
  },
  examinerBusy: {
    id: "audits.error.examinerBusy",
    defaultMessage:
      "This examiner already has an audit at that time ({other}). Audits take four hours: choose another time or examiner.",
  },
  examinerElsewhere: {
    id: "audits.error.examinerElsewhere",
    defaultMessage:
      "This examiner already has an audit in another time zone that day ({other}). An examiner audits in one time zone a day: choose another day or examiner.",
  },
  /** `other` of the two above: the audit in the way. */
  otherAudit: {
    id: "audits.error.otherAudit",
    defaultMessage: "{businessName}, {date} at {time}",
  },
  invalidTransition: {
    id: "audits.error.invalidTransition",
    defaultMessage: "An audit cannot change from {from} to {to}",
  },
  // The pages' answers.
  scheduled: {
    id: "audits.done.scheduled",
    defaultMessage: "The audit is scheduled. The applicant and the examiner have been notified.",
  },
  deleted: { id: "audits.done.deleted", defaultMessage: "The audit was deleted." },
  completed: {
    id: "audits.done.completed",
    defaultMessage: "The audit is completed and the report goes to the review panel.",
  },
  reportSaved: { id: "audits.done.reportSaved", defaultMessage: "The audit report is saved." },
  rescheduled: {
    id: "audits.done.rescheduled",
    defaultMessage: "The audit was rescheduled. The applicant and the examiner have been notified.",
  },
  statusNow: {
    id: "audits.done.statusNow",
    defaultMessage:
      "The audit is now {status, select, scheduled {scheduled} inProgress {in progress} completed {completed} other {cancelled}}.",
  },
  loadList: { id: "audits.error.loadList", defaultMessage: "Failed to fetch audits" },
  loadAudit: { id: "audits.error.loadAudit", defaultMessage: "Failed to fetch the audit" },
  scheduleFailed: {
    id: "audits.error.scheduleFailed",
    defaultMessage: "Failed to schedule the audit",
  },
  updateFailed: { id: "audits.error.updateFailed", defaultMessage: "Failed to update the audit" },
});

/** The pages' titles. */
export const auditPageMessages = defineMessages({
  list: { id: "audits.list.pageTitle", defaultMessage: "Audits" },
  audit: {
    id: "audits.detail.pageTitle",
    defaultMessage: "Audit: {businessName}",
  },
  auditUnknown: { id: "audits.detail.pageTitleUnknown", defaultMessage: "Audit" },
});

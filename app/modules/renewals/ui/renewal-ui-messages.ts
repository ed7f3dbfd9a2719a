import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { RenewalAuditStep } from "../renewal-rules";

/** The renewal screens' texts (issue 36). */
export const renewalUiMessages = defineMessages({
  // Certificate Renewals
  title: { id: "renewals.list.title", defaultMessage: "Certificate Renewals" },
  loadFailed: {
    id: "renewals.list.loadFailed",
    defaultMessage: "Could not load the renewals. Please try again.",
  },
  staffIntro: {
    id: "renewals.list.staffIntro",
    defaultMessage:
      "Every renewal, newest first. Renewals without declared changes can be approved here without an audit, with the reason the audit is waived; to audit one, schedule the audit from Audits and decide it on its application page, like renewals with declared changes.",
  },
  ownIntro: {
    id: "renewals.list.ownIntro",
    defaultMessage: "Your renewals, newest first. Start a renewal from My Certificates.",
  },
  filterLabel: { id: "renewals.list.filterLabel", defaultMessage: "Filter renewals" },
  status: { id: "renewals.list.status", defaultMessage: "Status" },
  allStatuses: { id: "renewals.list.allStatuses", defaultMessage: "All statuses" },
  search: {
    id: "renewals.list.search",
    defaultMessage: "Search business name, e-mail or certificate number",
  },
  count: {
    id: "renewals.list.count",
    defaultMessage: "{count, plural, one {# renewal} other {# renewals}}",
  },
  exportWhat: { id: "renewals.list.exportWhat", defaultMessage: "renewals" },
  noMatch: { id: "renewals.list.noMatch", defaultMessage: "No renewals match these filters." },
  noneStaff: { id: "renewals.list.noneStaff", defaultMessage: "No renewals yet." },
  noneOwn: {
    id: "renewals.list.noneOwn",
    defaultMessage:
      "You have no renewals yet. You can renew a certificate from 60 days before it expires.",
  },
  myCertificates: { id: "renewals.list.myCertificates", defaultMessage: "Go to my certificates" },
  // The expiry panel
  expiryTitle: { id: "renewals.expiry.title", defaultMessage: "Expiry and reminders" },
  expiryIntro: {
    id: "renewals.expiry.intro",
    defaultMessage:
      "The check runs every hour: it expires certificates and sends reminders 60, 30 and 7 days before expiry and the expired notice, each once.",
  },
  lastRun: { id: "renewals.expiry.lastRun", defaultMessage: "Last run {date}." },
  running: { id: "renewals.expiry.running", defaultMessage: "Running…" },
  runNow: { id: "renewals.expiry.runNow", defaultMessage: "Run expiry check now" },
  reportTitle: { id: "renewals.expiry.reportTitle", defaultMessage: "What the check did" },
  reportExpired: { id: "renewals.expiry.reportExpired", defaultMessage: "Expired: {list}" },
  none: { id: "renewals.expiry.none", defaultMessage: "none" },
  expiredNoticeFor: {
    id: "renewals.expiry.expiredNoticeFor",
    defaultMessage: "Expired notice for {number}",
  },
  reminderFor: {
    id: "renewals.expiry.reminderFor",
    defaultMessage:
      "{threshold}-day reminder for {number} ({daysLeft, plural, other {# days}} left)",
  },
  notSent: { id: "renewals.expiry.notSent", defaultMessage: ": not sent" },
  skippedExpired: {
    id: "renewals.expiry.skippedExpired",
    defaultMessage: "Skipped expired notice for {number}: {reason}",
  },
  skippedReminder: {
    id: "renewals.expiry.skippedReminder",
    defaultMessage: "Skipped {threshold}-day reminder for {number}: {reason}",
  },
  noReminderDue: { id: "renewals.expiry.noReminderDue", defaultMessage: "No reminder was due." },
  dueNotSent: { id: "renewals.expiry.dueNotSent", defaultMessage: "Reminders due but not sent" },
  dueNotSentNone: {
    id: "renewals.expiry.dueNotSentNone",
    defaultMessage: "None: every due reminder has gone out.",
  },
  expiredNotice: { id: "renewals.expiry.expiredNotice", defaultMessage: "expired notice" },
  dayReminder: { id: "renewals.expiry.dayReminder", defaultMessage: "{threshold}-day reminder" },
  waitingLong: {
    id: "renewals.expiry.waitingLong",
    defaultMessage: "Renewals waiting more than {days} business days",
  },
  noneShort: { id: "renewals.expiry.noneShort", defaultMessage: "None." },
  waitingEntry: {
    id: "renewals.expiry.waitingEntry",
    defaultMessage: "({number}): {count, plural, other {# business days}}",
  },
  kindReason: { id: "renewals.expiry.kindReason", defaultMessage: "{kind}: {reason}" },
  summary: {
    id: "renewals.expiry.summary",
    defaultMessage:
      "Expiry check done: {expired, plural, one {# certificate} other {# certificates}} expired, {sent, plural, one {# notice} other {# notices}} sent, {skipped, plural, one {# notice} other {# notices}} skipped ({checked, plural, one {# certificate} other {# certificates}} checked).",
  },
  // Decisions
  certified: {
    id: "renewals.decision.certified",
    defaultMessage: "Renewal of {business} approved: the certificate is renewed for one year.",
  },
  approved: {
    id: "renewals.decision.approved",
    defaultMessage:
      "Renewal of {business} approved. The certificate is renewed once the renewal membership fee is paid.",
  },
  rejected: {
    id: "renewals.decision.rejected",
    defaultMessage: "Renewal of {business} rejected. The business has been told why.",
  },
  // The table
  colBusiness: { id: "renewals.table.business", defaultMessage: "Business" },
  colStatus: { id: "renewals.table.status", defaultMessage: "Status" },
  colCertificate: { id: "renewals.table.certificate", defaultMessage: "Certificate" },
  colExpiry: { id: "renewals.table.expiry", defaultMessage: "Expiry" },
  colSubmitted: { id: "renewals.table.submitted", defaultMessage: "Submitted" },
  notSubmitted: { id: "renewals.table.notSubmitted", defaultMessage: "Not submitted" },
  colChanges: { id: "renewals.table.changes", defaultMessage: "Changes" },
  noChanges: { id: "renewals.table.noChanges", defaultMessage: "None" },
  whatChanged: { id: "renewals.table.whatChanged", defaultMessage: "What changed:" },
  colActions: { id: "renewals.table.actions", defaultMessage: "Actions" },
  caption: { id: "renewals.table.caption", defaultMessage: "Renewals" },
  approving: { id: "renewals.table.approving", defaultMessage: "Approving…" },
  approveLabel: {
    id: "renewals.table.approveLabel",
    defaultMessage: "Approve renewal of {business}",
  },
  approve: { id: "renewals.table.approve", defaultMessage: "Approve renewal" },
  waiveSummary: { id: "renewals.table.waiveSummary", defaultMessage: "Approve without an audit…" },
  waiveLabel: {
    id: "renewals.table.waiveLabel",
    defaultMessage: "Why no audit is needed this year (shown to the business)",
  },
  waiveHint: {
    id: "renewals.table.waiveHint",
    defaultMessage:
      "A renewal audit fee not yet paid is no longer due; one already paid is refunded.",
  },
  waiveAria: {
    id: "renewals.table.waiveAria",
    defaultMessage: "Approve renewal of {business} without an audit",
  },
  waive: { id: "renewals.table.waive", defaultMessage: "Approve without an audit" },
  reviewTitle: {
    id: "renewals.table.reviewTitle",
    defaultMessage: "Review, audit or record a payment",
  },
  reviewAria: {
    id: "renewals.table.reviewAria",
    defaultMessage: "Review, audit or record a payment: {business}",
  },
  review: { id: "renewals.table.review", defaultMessage: "Review" },
  rejectSummary: { id: "renewals.table.rejectSummary", defaultMessage: "Reject…" },
  rejectLabel: {
    id: "renewals.table.rejectLabel",
    defaultMessage: "Reason (sent to the business)",
  },
  reject: { id: "renewals.table.reject", defaultMessage: "Reject renewal" },
  // Renew a certificate
  renewTitle: { id: "renewals.renew.title", defaultMessage: "Renew certificate {number}" },
  renewPageTitle: { id: "renewals.renew.pageTitle", defaultMessage: "Renew certificate" },
  renewLoadFailed: {
    id: "renewals.renew.loadFailed",
    defaultMessage: "Could not load the certificate. Please try again.",
  },
  backToCertificate: { id: "renewals.renew.back", defaultMessage: "← Certificate {number}" },
  expiredOnOpen: {
    id: "renewals.renew.expiredOn",
    defaultMessage: "Expired on {expiry}. Renewal is open until {closes}.",
  },
  validUntilOpen: {
    id: "renewals.renew.validUntil",
    defaultMessage: "Valid until {expiry}. Renewal is open until {closes}.",
  },
  openRenewal: { id: "renewals.renew.openRenewal", defaultMessage: "Open the renewal in progress" },
  backToCertificates: {
    id: "renewals.renew.backToList",
    defaultMessage: "Back to my certificates",
  },
  business: { id: "renewals.renew.business", defaultMessage: "Business" },
  businessIntro: {
    id: "renewals.renew.businessIntro",
    defaultMessage:
      "The renewal uses the details of your last application. Tell us below if anything changed.",
  },
  businessName: { id: "renewals.renew.businessName", defaultMessage: "Business name" },
  address: { id: "renewals.renew.address", defaultMessage: "Address" },
  changesLegend: {
    id: "renewals.renew.changesLegend",
    defaultMessage: "Changes since your last application",
  },
  changesIntro: {
    id: "renewals.renew.changesIntro",
    defaultMessage:
      "Renewals without changes can be approved without a new audit. Declared changes are reviewed and may need an audit.",
  },
  hasAddressChanged: {
    id: "renewals.renew.addressChanged",
    defaultMessage: "Our business address has changed",
  },
  hasOwnerChanged: {
    id: "renewals.renew.ownerChanged",
    defaultMessage: "The owner of the business has changed",
  },
  hasPracticesChanged: {
    id: "renewals.renew.practicesChanged",
    defaultMessage: "Our wildlife control practices or services have changed",
  },
  describe: {
    id: "renewals.renew.describe",
    defaultMessage: "Describe what changed (required when you tick a box above)",
  },
  whereYouWork: {
    id: "renewals.renew.whereYouWork",
    defaultMessage: "Where you work (shown in the directory)",
  },
  fees: { id: "renewals.renew.fees", defaultMessage: "Renewal fees" },
  feesText: {
    id: "renewals.renew.feesText",
    defaultMessage:
      "Renewal audit fee {audit}, payable now; renewal membership fee {membership}, payable once the renewal is approved. Your certificate is then valid for one more year from that day.",
  },
  starting: { id: "renewals.renew.starting", defaultMessage: "Starting renewal…" },
  start: { id: "renewals.renew.start", defaultMessage: "Start renewal" },
  refusalEarly: {
    id: "renewals.renew.refusalEarly",
    defaultMessage: "Renewal opens on {date}, {days} days before the certificate expires.",
  },
  refusalLate: {
    id: "renewals.renew.refusalLate",
    defaultMessage:
      "The grace period for renewing this certificate ended on {date}. Apply for accreditation again.",
  },
});

export const auditStepMessages: Record<RenewalAuditStep, EnglishMessage> = defineMessages({
  due: { id: "renewals.auditStep.due", defaultMessage: "Audit: not decided" },
  scheduled: { id: "renewals.auditStep.scheduled", defaultMessage: "Audit: scheduled" },
  completed: { id: "renewals.auditStep.completed", defaultMessage: "Audit: completed" },
  waived: { id: "renewals.auditStep.waived", defaultMessage: "Audit: waived" },
});

/** The declared changes as the list names them (list-renewals.server.ts). */
export const declaredChangeMessages: Record<string, EnglishMessage> = defineMessages({
  Address: { id: "renewals.change.address", defaultMessage: "Address" },
  Owner: { id: "renewals.change.owner", defaultMessage: "Owner" },
  Practices: { id: "renewals.change.practices", defaultMessage: "Practices" },
});

/** Why a reminder was skipped or is not sent (run-expiry-checks / list-renewals), by English text. */
export const reminderReasonMessages = defineMessages({
  renewalSubmitted: {
    id: "renewals.reason.renewalSubmitted",
    defaultMessage: "a renewal has been submitted",
  },
  noRecipient: {
    id: "renewals.reason.noRecipient",
    defaultMessage: "the business has no e-mail address (logged, not sent)",
  },
  noEmail: { id: "renewals.reason.noEmail", defaultMessage: "No e-mail address on file" },
  notRunYet: {
    id: "renewals.reason.notRunYet",
    defaultMessage: "Not sent yet: the expiry check has not run since it became due",
  },
});

const reasonByText = new Map<string, EnglishMessage>(
  Object.values(reminderReasonMessages).map((d) => [d.defaultMessage, d]),
);

/** A reason in the reader's language when it is one of ours, else as written. */
export function reminderReason(text: string, t: (d: EnglishMessage) => string): string {
  const descriptor = reasonByText.get(text);
  return descriptor ? t(descriptor) : text;
}

/** The application statuses a renewal can have, as the status filter names them. */
export const renewalStatusMessages = defineMessages({
  draft: { id: "renewals.status.draft", defaultMessage: "Draft" },
  submitted: { id: "renewals.status.submitted", defaultMessage: "Submitted" },
  "under-review": { id: "renewals.status.underReview", defaultMessage: "Under review" },
  "payment-pending": { id: "renewals.status.paymentPending", defaultMessage: "Payment pending" },
  "inspection-scheduled": {
    id: "renewals.status.inspectionScheduled",
    defaultMessage: "Audit scheduled",
  },
  "inspection-completed": {
    id: "renewals.status.inspectionCompleted",
    defaultMessage: "Audit completed",
  },
  "review-panel": { id: "renewals.status.reviewPanel", defaultMessage: "Review panel" },
  approved: { id: "renewals.status.approved", defaultMessage: "Approved" },
  rejected: { id: "renewals.status.rejected", defaultMessage: "Rejected" },
  "audit-required": { id: "renewals.status.auditRequired", defaultMessage: "Audit required" },
  certified: { id: "renewals.status.certified", defaultMessage: "Certified" },
});

import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { StepKey, StepState } from "../accreditation-progress";
import type { ActionDue } from "../count-actions-due.server";

/** The texts of the dashboard home (routes/dashboard/overview.tsx), in the reader's language. */
export const overviewMessages = defineMessages({
  pageTitle: { id: "overview.pageTitle", defaultMessage: "Dashboard" },
  welcome: { id: "overview.welcome", defaultMessage: "Welcome, {name}" },
  introApplicant: {
    id: "overview.intro.applicant",
    defaultMessage:
      "Track your accreditation: each application's steps, where it stands and what to do next.",
  },
  introExaminer: {
    id: "overview.intro.examiner",
    defaultMessage: "Your next audits, and the audit reports you still have to finish.",
  },
  introCommittee: {
    id: "overview.intro.committee",
    defaultMessage:
      "Applications waiting for the committee's decision, and the open ballots on changes to the standards.",
  },
  introAdministrator: {
    id: "overview.intro.administrator",
    defaultMessage:
      "What needs action today across applications, audits, payments, renewals, certificates and ballots.",
  },
  profile: { id: "overview.profile.title", defaultMessage: "Your profile" },
  name: { id: "overview.profile.name", defaultMessage: "Name" },
  email: { id: "overview.profile.email", defaultMessage: "E-mail" },
  organization: { id: "overview.profile.organization", defaultMessage: "Organization" },
  activeRole: { id: "overview.profile.activeRole", defaultMessage: "Active role" },
  roles: { id: "overview.profile.roles", defaultMessage: "Your roles" },
  editProfile: {
    id: "overview.profile.edit",
    defaultMessage: "Edit profile and security settings",
  },
  recent: { id: "overview.recent.title", defaultMessage: "Recent notifications" },
  noNotifications: { id: "overview.recent.none", defaultMessage: "No notifications" },
  // The standards acknowledgement (decision 059).
  acknowledgeFailed: {
    id: "overview.standards.acknowledgeFailed",
    defaultMessage: "Could not save. Please try again.",
  },
  acknowledged: {
    id: "overview.standards.acknowledged",
    defaultMessage: "Thank you: the changes are marked as read.",
  },
  standardsTitle: {
    id: "overview.standards.title",
    defaultMessage: "Standards changed since your audit",
  },
  standardsLine: {
    id: "overview.standards.line",
    defaultMessage: "{title} · you were audited against version {version} · changed {date}",
  },
  saving: { id: "overview.saving", defaultMessage: "Saving…" },
  standardsRead: { id: "overview.standards.read", defaultMessage: "I have read these changes" },
  // Payments made.
  paymentsTitle: { id: "overview.payments.title", defaultMessage: "Payments made" },
  paymentsNone: { id: "overview.payments.none", defaultMessage: "No payments yet." },
  receipt: { id: "overview.payments.receipt", defaultMessage: "Receipt" },
  paymentsMore: {
    id: "overview.payments.more",
    defaultMessage:
      "The latest {shown} of {total, plural, one {# payment} other {# payments}}: every receipt is on its application's page.",
  },
  // The accreditation tracker (issue 12).
  trackerTitle: { id: "overview.tracker.title", defaultMessage: "Your accreditation" },
  renewal: { id: "overview.tracker.renewal", defaultMessage: "(renewal)" },
  stepOf: {
    id: "overview.tracker.stepOf",
    defaultMessage: "Step {number} of {count}: {label}",
  },
  allDone: {
    id: "overview.tracker.allDone",
    defaultMessage: "Every step is done: your business is accredited.",
  },
  legend: {
    id: "overview.tracker.legend",
    defaultMessage: "{count} steps; done steps are marked with a check.",
  },
  next: { id: "overview.tracker.next", defaultMessage: "Next: " },
  nextLine: { id: "overview.tracker.nextLine", defaultMessage: "{title}. {text}" },
  forBusiness: { id: "overview.tracker.forBusiness", defaultMessage: " for {name}" },
  certificate: {
    id: "overview.tracker.certificate",
    defaultMessage:
      "<link>Certificate {number}</link>: accredited since {since}, valid until {until}.",
  },
  renewed: { id: "overview.tracker.renewed", defaultMessage: "Renewed: " },
  renewalApplication: {
    id: "overview.tracker.renewalApplication",
    defaultMessage: " (renewal application)",
  },
  noApplication: {
    id: "overview.tracker.noApplication",
    defaultMessage:
      "You have no application yet. Start one to begin your accreditation: register (done), apply, pay the audit fee, have your audit, get the review's decision, pay the membership fee and receive your certificate.",
  },
  start: { id: "overview.tracker.start", defaultMessage: "Start an application" },
  seeAll: {
    id: "overview.tracker.seeAll",
    defaultMessage: "See all {count, plural, one {# application} other {# applications}}",
  },
  startAnother: {
    id: "overview.tracker.startAnother",
    defaultMessage: "Start another application",
  },
});

/** Each step's state, written out (not colour only). */
export const stepStateMessages: Record<StepState, EnglishMessage> = defineMessages({
  done: { id: "overview.step.state.done", defaultMessage: "Done" },
  current: { id: "overview.step.state.current", defaultMessage: "Current step" },
  upcoming: { id: "overview.step.state.upcoming", defaultMessage: "To do" },
});

/** The steps' labels (accreditation-progress.ts), by their English text. */
export const stepLabelMessages: Record<string, EnglishMessage> = defineMessages({
  Register: { id: "overview.step.register", defaultMessage: "Register" },
  Apply: { id: "overview.step.apply", defaultMessage: "Apply" },
  "Pay the audit fee": { id: "overview.step.auditFee", defaultMessage: "Pay the audit fee" },
  Audit: { id: "overview.step.audit", defaultMessage: "Audit" },
  Review: { id: "overview.step.review", defaultMessage: "Review" },
  "Pay the membership fee": {
    id: "overview.step.membershipFee",
    defaultMessage: "Pay the membership fee",
  },
  Certified: { id: "overview.step.certified", defaultMessage: "Certified" },
  Renew: { id: "overview.step.renewal", defaultMessage: "Renew" },
  "Certificate expired": { id: "overview.step.inGrace", defaultMessage: "Certificate expired" },
  "Certificate lapsed": { id: "overview.step.lapsed", defaultMessage: "Certificate lapsed" },
  "Certificate revoked": { id: "overview.step.revoked", defaultMessage: "Certificate revoked" },
  "Audit waived": { id: "overview.step.auditWaived", defaultMessage: "Audit waived" },
  "No audit fee": { id: "overview.step.noAuditFee", defaultMessage: "No audit fee" },
});

export type { StepKey };

/** The staff panels of the dashboard home (staff-panels.tsx). */
export const staffPanelMessages = defineMessages({
  nextAudits: { id: "overview.staff.nextAudits", defaultMessage: "Your next audits" },
  noAudits: {
    id: "overview.staff.noAudits",
    defaultMessage: "No audits are scheduled for you. New assignments appear here.",
  },
  seeAllAudits: {
    id: "overview.staff.seeAllAudits",
    defaultMessage: "See all {count, plural, one {# upcoming audit} other {# upcoming audits}}",
  },
  openAudits: {
    id: "overview.staff.openAudits",
    defaultMessage: "Open the audits list and calendar",
  },
  reports: { id: "overview.staff.reports", defaultMessage: "Reports to finish" },
  noReports: {
    id: "overview.staff.noReports",
    defaultMessage: "No reports are waiting: every audit that has started is completed.",
  },
  reportsIntro: {
    id: "overview.staff.reportsIntro",
    defaultMessage:
      "Audits that have started and are not completed. Record a finding for every standard and your recommendation, then complete the audit.",
  },
  reviewQueue: { id: "overview.staff.reviewQueue", defaultMessage: "Review queue" },
  noReview: {
    id: "overview.staff.noReview",
    defaultMessage: "No application is waiting for the committee's decision.",
  },
  reviewIntro: {
    id: "overview.staff.reviewIntro",
    defaultMessage: "Applications whose audit is completed, longest waiting first.",
  },
  waitingSince: { id: "overview.staff.waitingSince", defaultMessage: "Waiting since {date}" },
  decide: {
    id: "overview.staff.decide",
    defaultMessage:
      "Decide in the review panel ({count, plural, one {# application} other {# applications}})",
  },
  openReview: { id: "overview.staff.openReview", defaultMessage: "Open the review panel" },
  ballots: { id: "overview.staff.ballots", defaultMessage: "Open ballots" },
  noBallots: {
    id: "overview.staff.noBallots",
    defaultMessage: "No ballot is open on a proposed change to the standards.",
  },
  closes: { id: "overview.staff.closes", defaultMessage: "Closes {date}" },
  youVoted: { id: "overview.staff.youVoted", defaultMessage: "You voted: {vote}" },
  notVoted: { id: "overview.staff.notVoted", defaultMessage: "You have not voted yet" },
  notOnRoll: {
    id: "overview.staff.notOnRoll",
    defaultMessage: "You are not on this ballot's voter roll",
  },
  cast: {
    id: "overview.staff.cast",
    defaultMessage: "{cast} of {eligible, plural, one {# vote} other {# votes}} cast",
  },
  needVote: {
    id: "overview.staff.needVote",
    defaultMessage: "{count, plural, one {# ballot needs} other {# ballots need}} your vote",
  },
  seeAllBallots: {
    id: "overview.staff.seeAllBallots",
    defaultMessage: "See all {count, plural, one {# open ballot} other {# open ballots}}",
  },
  seeVoting: {
    id: "overview.staff.seeVoting",
    defaultMessage: "See the proposals being voted on",
  },
});

/** A ballot's choices (voteLabels of domain/proposal-status.ts). */
export const voteMessages = defineMessages({
  approve: { id: "overview.vote.approve", defaultMessage: "Approve" },
  reject: { id: "overview.vote.reject", defaultMessage: "Reject" },
  abstain: { id: "overview.vote.abstain", defaultMessage: "Abstain" },
});

/** The administrator's "needs action today" panel (actions-due-panel.tsx). */
export const actionsDueMessages = defineMessages({
  title: { id: "overview.actions.title", defaultMessage: "Needs action today" },
  empty: {
    id: "overview.actions.empty",
    defaultMessage: "Nothing needs action today: every queue below is empty.",
  },
  nextCloses: { id: "overview.actions.nextCloses", defaultMessage: "Next closes {date}" },
  expiringSoonest: { id: "overview.actions.expiringSoonest", defaultMessage: "Expiring soonest" },
  expires: { id: "overview.actions.expires", defaultMessage: "{number} · expires {date}" },
  auditsHint: {
    id: "overview.actions.auditsHint",
    defaultMessage: "Audit fee paid, no audit booked yet",
  },
  certificatesHint: {
    id: "overview.actions.certificatesHint",
    defaultMessage: "Approved, membership fee paid, no certificate yet",
  },
  acknowledgeHint: {
    id: "overview.actions.acknowledgeHint",
    defaultMessage:
      "Acknowledge within {acknowledge, plural, one {# business day} other {# business days}}",
  },
  deadlineHint: {
    id: "overview.actions.deadlineHint",
    defaultMessage:
      "Acknowledge within {acknowledge, plural, one {# business day} other {# business days}}, resolve within {resolve}",
  },
  correctiveActionsHint: {
    id: "overview.actions.correctiveActionsHint",
    defaultMessage: "Past the due date, and the business has not answered",
  },
  expiringHint: {
    id: "overview.actions.expiringHint",
    defaultMessage: "The soonest are listed below; reminders go out at 60, 30 and 7 days",
  },
});

/** Each count's label, agreeing with the count (`{count}`; `{days}` for the expiring certificates). */
export const actionDueLabels: Record<ActionDue["key"], EnglishMessage> = defineMessages({
  completeness: {
    id: "overview.actions.completeness",
    defaultMessage:
      "{count, plural, one {Application awaiting the completeness check} other {Applications awaiting the completeness check}}",
  },
  paymentsToConfirm: {
    id: "overview.actions.paymentsToConfirm",
    defaultMessage: "{count, plural, one {Payment to confirm} other {Payments to confirm}}",
  },
  auditsToSchedule: {
    id: "overview.actions.auditsToSchedule",
    defaultMessage: "{count, plural, one {Audit to schedule} other {Audits to schedule}}",
  },
  reviewDecisions: {
    id: "overview.actions.reviewDecisions",
    defaultMessage:
      "{count, plural, one {Decision waiting in the review panel} other {Decisions waiting in the review panel}}",
  },
  certificatesToIssue: {
    id: "overview.actions.certificatesToIssue",
    defaultMessage: "{count, plural, one {Certificate to issue} other {Certificates to issue}}",
  },
  renewalsSubmitted: {
    id: "overview.actions.renewalsSubmitted",
    defaultMessage:
      "{count, plural, one {Renewal awaiting approval} other {Renewals awaiting approval}}",
  },
  renewalsUnderReview: {
    id: "overview.actions.renewalsUnderReview",
    defaultMessage: "{count, plural, one {Renewal under review} other {Renewals under review}}",
  },
  openBallots: {
    id: "overview.actions.openBallots",
    defaultMessage:
      "{count, plural, one {Open ballot on proposals} other {Open ballots on proposals}}",
  },
  proposalsToPublish: {
    id: "overview.actions.proposalsToPublish",
    defaultMessage:
      "{count, plural, one {Passed proposal awaiting publication} other {Passed proposals awaiting publication}}",
  },
  expiringCertificates: {
    id: "overview.actions.expiringCertificates",
    defaultMessage:
      "{count, plural, one {Certificate expiring within {days} days} other {Certificates expiring within {days} days}}",
  },
  newComplaints: {
    id: "overview.actions.newComplaints",
    defaultMessage:
      "{count, plural, one {New complaint to acknowledge} other {New complaints to acknowledge}}",
  },
  overdueComplaints: {
    id: "overview.actions.overdueComplaints",
    defaultMessage:
      "{count, plural, one {Complaint past its deadline} other {Complaints past their deadline}}",
  },
  correctiveActionsToVerify: {
    id: "overview.actions.correctiveActionsToVerify",
    defaultMessage:
      "{count, plural, one {Corrective action answered, to verify} other {Corrective actions answered, to verify}}",
  },
  overdueCorrectiveActions: {
    id: "overview.actions.overdueCorrectiveActions",
    defaultMessage:
      "{count, plural, one {Corrective action overdue} other {Corrective actions overdue}}",
  },
});

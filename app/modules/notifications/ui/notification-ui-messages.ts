import type { IntlShape } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { bellCount } from "../bell-label";
import { notificationTypes, type NotificationType } from "../notification-types";

/** The notification screens' texts (issue 36); stored notifications keep their own text. */
export const notificationUiMessages = defineMessages({
  title: { id: "notifications.page.title", defaultMessage: "Notifications" },
  intro: {
    id: "notifications.page.intro",
    defaultMessage:
      "All your notifications, newest first. The bell shows the newest 20. <unread>{count, plural, one {# unread notification} other {# unread notifications}}</unread>.",
  },
  loadFailed: {
    id: "notifications.page.loadFailed",
    defaultMessage: "Could not load your notifications. Please try again.",
  },
  markAllAsRead: { id: "notifications.page.markAllAsRead", defaultMessage: "Mark all as read" },
  filterLabel: { id: "notifications.page.filterLabel", defaultMessage: "Filter notifications" },
  filter: { id: "notifications.page.filter", defaultMessage: "Filter" },
  show: { id: "notifications.page.show", defaultMessage: "Show" },
  all: { id: "notifications.page.all", defaultMessage: "All notifications" },
  unreadOnly: { id: "notifications.page.unreadOnly", defaultMessage: "Unread only" },
  readOnly: { id: "notifications.page.readOnly", defaultMessage: "Read only" },
  type: { id: "notifications.page.type", defaultMessage: "Type" },
  allTypes: { id: "notifications.page.allTypes", defaultMessage: "All types" },
  count: {
    id: "notifications.page.count",
    defaultMessage: "{count, plural, one {# notification} other {# notifications}}",
  },
  yours: { id: "notifications.page.yours", defaultMessage: "Your notifications" },
  noMatch: {
    id: "notifications.page.noMatch",
    defaultMessage: "No notifications match these filters.",
  },
  none: { id: "notifications.none", defaultMessage: "No notifications" },
  noneHint: {
    id: "notifications.page.noneHint",
    defaultMessage: "Updates about applications, audits, certificates and standards appear here.",
  },
  markSelected: { id: "notifications.page.markSelected", defaultMessage: "Mark selected as read" },
  tickFirst: {
    id: "notifications.page.tickFirst",
    defaultMessage: "Tick the notifications first.",
  },
  listLabel: { id: "notifications.page.listLabel", defaultMessage: "Notification list" },
  select: { id: "notifications.page.select", defaultMessage: "Select: {message}" },
  unreadPrefix: { id: "notifications.unreadPrefix", defaultMessage: "Unread:" },
  unread: { id: "notifications.page.unread", defaultMessage: "Unread" },
  nothingToMark: {
    id: "notifications.page.nothingToMark",
    defaultMessage: "There was nothing unread to mark.",
  },
  marked: {
    id: "notifications.page.marked",
    defaultMessage: "{count, plural, one {# notification} other {# notifications}} marked as read.",
  },
  // The bell
  bellLabel: { id: "notifications.bell.label", defaultMessage: "Notifications, {count} unread" },
  markAllRead: { id: "notifications.bell.markAllRead", defaultMessage: "Mark all read" },
  loading: { id: "notifications.bell.loading", defaultMessage: "Loading notifications…" },
  newest: { id: "notifications.bell.newest", defaultMessage: "Newest notifications" },
  seeAll: { id: "notifications.bell.seeAll", defaultMessage: "See all notifications" },
  markAsRead: { id: "notifications.bell.markAsRead", defaultMessage: "Mark as read" },
  markAsReadLabel: {
    id: "notifications.bell.markAsReadLabel",
    defaultMessage: "Mark as read: {message}",
  },
  delete: { id: "notifications.bell.delete", defaultMessage: "Delete" },
  deleteLabel: {
    id: "notifications.bell.deleteLabel",
    defaultMessage: "Delete notification: {message}",
  },
  // SPEC §2 time labels
  justNow: { id: "notifications.time.justNow", defaultMessage: "just now" },
  minutesAgo: { id: "notifications.time.minutesAgo", defaultMessage: "{count}m ago" },
  hoursAgo: { id: "notifications.time.hoursAgo", defaultMessage: "{count}h ago" },
  daysAgo: { id: "notifications.time.daysAgo", defaultMessage: "{count}d ago" },
});

const m = notificationUiMessages;

/** Plain names of the types, for the notifications page (the English of notificationTypeLabels). */
export const notificationTypeMessages: Record<NotificationType, EnglishMessage> = defineMessages({
  application_status: {
    id: "notifications.type.applicationStatus",
    defaultMessage: "Application status",
  },
  inspection_scheduled: {
    id: "notifications.type.inspectionScheduled",
    defaultMessage: "Audit scheduled",
  },
  inspection_completed: {
    id: "notifications.type.inspectionCompleted",
    defaultMessage: "Audit completed",
  },
  inspection_cancelled: {
    id: "notifications.type.inspectionCancelled",
    defaultMessage: "Audit cancelled",
  },
  certificate_issued: {
    id: "notifications.type.certificateIssued",
    defaultMessage: "Certificate issued",
  },
  certificate_expiring: {
    id: "notifications.type.certificateExpiring",
    defaultMessage: "Certificate expiring",
  },
  payment_received: {
    id: "notifications.type.paymentReceived",
    defaultMessage: "Payment received",
  },
  audit_fee_paid_admin_alert: {
    id: "notifications.type.auditFeePaid",
    defaultMessage: "Audit fee paid",
  },
  certificate_status_change: {
    id: "notifications.type.certificateStatus",
    defaultMessage: "Certificate status",
  },
  standard_proposal_status: {
    id: "notifications.type.proposalStatus",
    defaultMessage: "Proposal status",
  },
  standard_vote_required: {
    id: "notifications.type.voteRequired",
    defaultMessage: "Vote required",
  },
  new_application_submitted: {
    id: "notifications.type.newApplication",
    defaultMessage: "New application",
  },
  new_user_registered: { id: "notifications.type.newUser", defaultMessage: "New user" },
  new_standard_proposal: { id: "notifications.type.newProposal", defaultMessage: "New proposal" },
  standard_changed: {
    id: "notifications.type.standardChanged",
    defaultMessage: "Standard changed",
  },
  complaint_received: { id: "notifications.type.complaintReceived", defaultMessage: "New concern" },
  complaint_update: { id: "notifications.type.complaintUpdate", defaultMessage: "Concern" },
  appeal_status: { id: "notifications.type.appealStatus", defaultMessage: "Appeal" },
  appeal_vote_required: {
    id: "notifications.type.appealVote",
    defaultMessage: "Appeal vote needed",
  },
  suspension_review_due: {
    id: "notifications.type.suspensionReview",
    defaultMessage: "Suspension review due",
  },
  corrective_action: {
    id: "notifications.type.correctiveAction",
    defaultMessage: "Corrective action",
  },
});

/** A type's name in the reader's language (an unknown type as stored). */
export function notificationTypeName(intl: IntlShape, type: string): string {
  return (notificationTypes as readonly string[]).includes(type)
    ? intl.formatMessage(notificationTypeMessages[type as NotificationType])
    : type;
}

/** The bell's accessible name: the count it shows (WCAG 2.5.3), in the reader's language. */
export function bellLabelIn(intl: IntlShape, unread: number): string {
  return intl.formatMessage(m.bellLabel, { count: bellCount(unread) });
}

/**
 * SPEC §2 time labels (just now, Nm ago, Nh ago, Nd ago under 7 days,
 * otherwise the date), in the reader's language: time-label.ts in English.
 */
export function timeLabelIn(
  intl: IntlShape,
  date: (value: Date) => string,
  createdAt: Date | string,
  now: Date = new Date(),
): string {
  const then = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return intl.formatMessage(m.justNow);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return intl.formatMessage(m.minutesAgo, { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return intl.formatMessage(m.hoursAgo, { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return intl.formatMessage(m.daysAgo, { count: days });
  return date(then);
}

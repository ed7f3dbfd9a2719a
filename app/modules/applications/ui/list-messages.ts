import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { PaymentStatus } from "../application-status";
import { statusEmailLabels } from "../status-messages";

/**
 * An application's status as the dashboard names it, in the reader's
 * language: the labels of application-status.ts (the e-mails' messages).
 */
export const applicationStatusMessages = statusEmailLabels;

/** The fees' status (the labels of application-status.ts), in the reader's language. */
export const paymentStatusMessages: Record<PaymentStatus, EnglishMessage> = defineMessages({
  pending: { id: "applications.paymentStatus.pending", defaultMessage: "Fees pending" },
  "audit-fee-paid": {
    id: "applications.paymentStatus.auditFeePaid",
    defaultMessage: "Audit fee paid",
  },
  "membership-fee-paid": {
    id: "applications.paymentStatus.membershipFeePaid",
    defaultMessage: "Membership fee paid",
  },
  "audit-fee-waived": {
    id: "applications.paymentStatus.auditFeeWaived",
    defaultMessage: "Audit waived: no audit fee",
  },
});

/** The list titles of list-applications.server.ts, by their English text. */
export const applicationListTitleMessages: Record<string, EnglishMessage> = defineMessages({
  "My Applications": { id: "applications.list.title.own", defaultMessage: "My Applications" },
  "Assigned Applications": {
    id: "applications.list.title.assigned",
    defaultMessage: "Assigned Applications",
  },
  Applications: { id: "applications.list.title.all", defaultMessage: "Applications" },
});

/** The texts of the applications list screens (routes/dashboard/applications/list, approved). */
export const applicationListMessages = defineMessages({
  count: {
    id: "applications.list.count",
    defaultMessage: "{count, plural, one {# application} other {# applications}}",
  },
  introStaff: {
    id: "applications.list.introStaff",
    defaultMessage: "Every application in the programme, newest first.",
  },
  introOwn: {
    id: "applications.list.introOwn",
    defaultMessage: "Your accreditation applications and where each one stands.",
  },
  introOther: {
    id: "applications.list.introOther",
    defaultMessage: "Applications in the programme, newest first.",
  },
  approvedLink: { id: "applications.list.approvedLink", defaultMessage: "Approved applications" },
  newLink: { id: "applications.list.newLink", defaultMessage: "New application" },
  filterLabel: { id: "applications.list.filterLabel", defaultMessage: "Filter applications" },
  status: { id: "applications.list.status", defaultMessage: "Status" },
  allStatuses: { id: "applications.list.allStatuses", defaultMessage: "All statuses" },
  createdFrom: { id: "applications.list.createdFrom", defaultMessage: "Created from" },
  createdTo: { id: "applications.list.createdTo", defaultMessage: "Created to" },
  region: { id: "applications.list.region", defaultMessage: "State/province" },
  search: {
    id: "applications.list.search",
    defaultMessage: "Search business name, e-mail or certificate number",
  },
  noMatch: {
    id: "applications.list.noMatch",
    defaultMessage: "No applications match these filters.",
  },
  emptyOwn: {
    id: "applications.list.emptyOwn",
    defaultMessage: "You have no applications yet. Start one to begin your accreditation.",
  },
  emptyAll: { id: "applications.list.emptyAll", defaultMessage: "There are no applications yet." },
  start: { id: "applications.list.start", defaultMessage: "Start an application" },
  select: { id: "applications.list.select", defaultMessage: "Select" },
  business: { id: "applications.list.business", defaultMessage: "Business" },
  location: { id: "applications.list.location", defaultMessage: "Location" },
  fees: { id: "applications.list.fees", defaultMessage: "Fees" },
  created: { id: "applications.list.created", defaultMessage: "Created" },
  updated: { id: "applications.list.updated", defaultMessage: "Last change" },
  approvedBack: { id: "applications.approved.back", defaultMessage: "All applications" },
  approvedTitle: { id: "applications.approved.title", defaultMessage: "Approved applications" },
  approvedIntro: {
    id: "applications.approved.intro",
    defaultMessage:
      "Approved and certified businesses. An approved application receives its certificate once the membership fee is paid.",
  },
  approvedEmpty: {
    id: "applications.approved.empty",
    defaultMessage: "No application has been approved yet.",
  },
  approvedCaption: {
    id: "applications.approved.caption",
    defaultMessage: "Approved and certified applications",
  },
});

import type { OutboxStatus } from "~/domain/outbox-policy";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/**
 * The mail log's texts (issue 36). The answers of "retry now" are declared
 * here in English; the form's answer is translated at the edge.
 */
export const mailLogMessages = defineMessages({
  pageTitle: { id: "mailLog.pageTitle", defaultMessage: "Mail Log" },
  loadFailed: {
    id: "mailLog.error.load",
    defaultMessage: "Could not load the mail log. Please try again.",
  },
  retryFailed: {
    id: "mailLog.error.retry",
    defaultMessage: "The e-mail could not be queued again. Please try again.",
  },
  retried: {
    id: "mailLog.done.retried",
    defaultMessage: "The e-mail is queued for another attempt now.",
  },
  notFound: { id: "mailLog.error.notFound", defaultMessage: "E-mail not found" },
  unknown: { id: "mailLog.error.unknown", defaultMessage: "Unknown e-mail" },
  notRetryable: {
    id: "mailLog.error.notRetryable",
    defaultMessage: "Only failed or waiting e-mails can be retried.",
  },
  secretDropped: {
    id: "mailLog.error.secretDropped",
    defaultMessage:
      "This e-mail held a one-time code or link that is no longer kept, so it cannot be sent again. The person can ask for a new one.",
  },
});

/** An outbox message's status; a stored message was never sent and says so. */
export const outboxStatusMessages: Record<OutboxStatus, EnglishMessage> = defineMessages({
  pending: { id: "mailLog.status.pending", defaultMessage: "pending" },
  sending: { id: "mailLog.status.sending", defaultMessage: "sending" },
  sent: { id: "mailLog.status.sent", defaultMessage: "sent" },
  stored: { id: "mailLog.status.stored", defaultMessage: "stored (not sent)" },
  failed: { id: "mailLog.status.failed", defaultMessage: "failed" },
});

/** The filter's options: the statuses as they are named. */
export const outboxFilterMessages: Record<OutboxStatus, EnglishMessage> = defineMessages({
  pending: { id: "mailLog.filter.pending", defaultMessage: "pending" },
  sending: { id: "mailLog.filter.sending", defaultMessage: "sending" },
  sent: { id: "mailLog.filter.sent", defaultMessage: "sent" },
  stored: { id: "mailLog.filter.stored", defaultMessage: "stored" },
  failed: { id: "mailLog.filter.failed", defaultMessage: "failed" },
});

import { defineMessages } from "~/lib/i18n/messages";

/**
 * The appeals module's notifications (issue 36): stored as these messages
 * and their values, written in each reader's language when read.
 */
export const appealNotificationMessages = defineMessages({
  /** The decision appealed, inside a sentence (appealKindLabels in lower case). */
  kind: {
    id: "appeals.notification.kind",
    defaultMessage:
      "{kind, select, rejection {rejection of an application} revocation {revocation of a certificate} other {suspension of a certificate}}",
  },
  decided: {
    id: "appeals.notification.decided",
    defaultMessage: "Appeal {reference}: {outcome, select, upheld {upheld} other {dismissed}}",
  },
  panelVote: {
    id: "appeals.notification.panelVote",
    defaultMessage: "You are on the panel of appeal {reference} ({kind}). Please vote.",
  },
  /** The line of the application's timeline (shown in the reader's language). */
  timelineLodged: {
    id: "appeals.timeline.lodged",
    defaultMessage: "Appeal {reference} lodged: {kind}",
  },
  lodged: {
    id: "appeals.notification.lodged",
    defaultMessage: "{businessName} appealed ({reference}): {kind}. A panel is needed.",
  },
  withdrawn: {
    id: "appeals.notification.withdrawn",
    defaultMessage: "Appeal {reference} was withdrawn by the business; no vote is needed.",
  },
});

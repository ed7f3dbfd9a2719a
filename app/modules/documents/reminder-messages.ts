import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/** Why a selected application gets no reminder (the plan's English reasons, as keys). */
export const reminderSkipReasons = [
  "not submitted yet",
  "already decided",
  "no document missing",
] as const;
export type ReminderSkipReason = (typeof reminderSkipReasons)[number];

/** The bulk reminder's texts (issue 12), in the reader's language. */
export const reminderText = defineMessages({
  chooseFromList: {
    id: "documents.reminder.chooseFromList",
    defaultMessage: "Choose applications from the list",
  },
  chooseOne: {
    id: "documents.reminder.chooseOne",
    defaultMessage: "Choose at least one application",
  },
  tooMany: {
    id: "documents.reminder.tooMany",
    defaultMessage: "Choose at most 100 applications at a time",
  },
  failed: {
    id: "documents.reminder.failed",
    defaultMessage: "The reminders could not be sent. Please try again.",
  },
  sent: {
    id: "documents.reminder.sent",
    defaultMessage:
      "{count, plural, =0 {No reminder was sent: none of the selected applications is missing documents.} one {Reminder sent to # business.} other {Reminder sent to # businesses.}}",
  },
});

export const reminderSkipMessages: Record<ReminderSkipReason, EnglishMessage> = defineMessages({
  "not submitted yet": { id: "documents.reminder.skip.draft", defaultMessage: "not submitted yet" },
  "already decided": { id: "documents.reminder.skip.decided", defaultMessage: "already decided" },
  "no document missing": {
    id: "documents.reminder.skip.complete",
    defaultMessage: "no document missing",
  },
});

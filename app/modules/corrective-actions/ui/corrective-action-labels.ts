import type {
  CorrectiveActionSeverity,
  CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

/** A corrective action's status, as the screens show it. */
export const correctiveActionStatusMessages: Record<CorrectiveActionStatus, EnglishMessage> =
  defineMessages({
    open: { id: "correctiveActions.status.open", defaultMessage: "Open: waiting for the business" },
    answered: {
      id: "correctiveActions.status.answered",
      defaultMessage: "Answered: waiting for verification",
    },
    returned: {
      id: "correctiveActions.status.returned",
      defaultMessage: "Returned: to answer again",
    },
    accepted: { id: "correctiveActions.status.accepted", defaultMessage: "Accepted (closed)" },
  });

/** The severity of the non-conformity. */
export const correctiveActionSeverityMessages: Record<CorrectiveActionSeverity, EnglishMessage> =
  defineMessages({
    minor: { id: "correctiveActions.severity.minor", defaultMessage: "Minor non-conformity" },
    major: { id: "correctiveActions.severity.major", defaultMessage: "Major non-conformity" },
  });

/** Shared texts of the screens and panels. */
export const correctiveActionUiMessages = defineMessages({
  listTitle: { id: "correctiveActions.list.pageTitle", defaultMessage: "Corrective actions" },
  detailTitle: {
    id: "correctiveActions.detail.pageTitle",
    defaultMessage: "Corrective action: standard {standardNumber}",
  },
  overdue: { id: "correctiveActions.overdue", defaultMessage: "Overdue" },
  dueOn: { id: "correctiveActions.dueOn", defaultMessage: "Due {date}" },
});

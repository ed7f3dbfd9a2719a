import { defineMessages } from "~/lib/i18n/messages";

/**
 * The corrective actions' answers and refusals (issue 37): services keep the
 * English text, the form's answer is translated at the edge.
 */
export const correctiveActionText = defineMessages({
  notFound: {
    id: "correctiveActions.error.notFound",
    defaultMessage: "Corrective action not found",
  },
  evidenceNotFound: {
    id: "correctiveActions.error.evidenceNotFound",
    defaultMessage: "Evidence file not found",
  },
  rootCauseRequired: {
    id: "correctiveActions.error.rootCauseRequired",
    defaultMessage: "Say what caused the non-conformity.",
  },
  changesRequired: {
    id: "correctiveActions.error.changesRequired",
    defaultMessage: "Say what you changed to correct it.",
  },
  answerTooLong: {
    id: "correctiveActions.error.answerTooLong",
    defaultMessage: "Keep each answer under 4,000 characters.",
  },
  reasonRequired: {
    id: "correctiveActions.error.reasonRequired",
    defaultMessage: "Say why the answer is returned, so the business knows what to do.",
  },
  reasonTooLong: {
    id: "correctiveActions.error.reasonTooLong",
    defaultMessage: "Keep the reason under 2,000 characters.",
  },
  alreadyAccepted: {
    id: "correctiveActions.error.alreadyAccepted",
    defaultMessage:
      "This corrective action has been accepted and is closed: it can no longer be answered.",
  },
  notAnswerable: {
    id: "correctiveActions.error.notAnswerable",
    defaultMessage:
      "This corrective action is waiting for verification: it can be answered again only if it is returned.",
  },
  notAnswered: {
    id: "correctiveActions.error.notAnswered",
    defaultMessage: "Only an answered corrective action can be accepted or returned.",
  },
  stale: {
    id: "correctiveActions.error.stale",
    defaultMessage:
      "This corrective action changed while you were looking at it. Reload the page to see the latest, then try again.",
  },
  badFileType: {
    id: "correctiveActions.error.badFileType",
    defaultMessage: "Evidence must be a photo or a PDF (PDF, PNG, JPEG, WebP).",
  },
  tooManyFiles: {
    id: "correctiveActions.error.tooManyFiles",
    defaultMessage: "Choose at most 5 evidence files.",
  },
  filesTooLarge: {
    id: "correctiveActions.error.filesTooLarge",
    defaultMessage: "The evidence files are too large: at most 5 files of 20 MB each.",
  },
  failed: {
    id: "correctiveActions.error.failed",
    defaultMessage:
      "The corrective action could not be saved. Nothing was changed; please try again.",
  },
  loadList: {
    id: "correctiveActions.error.loadList",
    defaultMessage: "Could not load the corrective actions. Please try again.",
  },
  loadAction: {
    id: "correctiveActions.error.loadAction",
    defaultMessage: "Could not load this corrective action. Please try again.",
  },
  answered: {
    id: "correctiveActions.done.answered",
    defaultMessage: "Your answer has been sent. The examiner will verify it.",
  },
  accepted: {
    id: "correctiveActions.done.accepted",
    defaultMessage: "The corrective action is accepted and closed.",
  },
  returned: {
    id: "correctiveActions.done.returned",
    defaultMessage: "The answer has been returned to the business with your reason.",
  },
});
const t = correctiveActionText;

/** The English texts the services throw (translated at the edge). */
export const correctiveActionMessages = {
  notFound: t.notFound.defaultMessage,
  evidenceNotFound: t.evidenceNotFound.defaultMessage,
  rootCauseRequired: t.rootCauseRequired.defaultMessage,
  changesRequired: t.changesRequired.defaultMessage,
  answerTooLong: t.answerTooLong.defaultMessage,
  reasonRequired: t.reasonRequired.defaultMessage,
  reasonTooLong: t.reasonTooLong.defaultMessage,
  alreadyAccepted: t.alreadyAccepted.defaultMessage,
  notAnswerable: t.notAnswerable.defaultMessage,
  notAnswered: t.notAnswered.defaultMessage,
  stale: t.stale.defaultMessage,
  badFileType: t.badFileType.defaultMessage,
  tooManyFiles: t.tooManyFiles.defaultMessage,
  filesTooLarge: t.filesTooLarge.defaultMessage,
  failed: t.failed.defaultMessage,
  answered: t.answered.defaultMessage,
  accepted: t.accepted.defaultMessage,
  returned: t.returned.defaultMessage,
} as const;

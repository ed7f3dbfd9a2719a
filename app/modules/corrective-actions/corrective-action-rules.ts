import type {
  CorrectiveActionSeverity,
  CorrectiveActionStatus,
} from "~/domain/corrective-action-status";
import { addDays } from "~/domain/renewal-status";
import { isoDate } from "~/lib/format";

/**
 * Corrective actions (issue 37, decision 087): paths, limits and the due-date
 * rule. Pure, shared by the services and the screens.
 */

/** Evidence files live privately in their own bucket (read through the evidence route). */
export const EVIDENCE_BUCKET = "corrective-actions";
/** At most this many evidence files with one answer. */
export const EVIDENCE_MAX_FILES = 5;
/** Evidence is an image or a PDF (the documents module's content check, these kinds only). */
export const evidenceKinds = ["pdf", "png", "jpg", "webp"] as const;
export const EVIDENCE_TYPES_TEXT = "PDF, PNG, JPEG, WebP";
export const evidenceAcceptAttribute =
  ".pdf,application/pdf,.png,image/png,.jpg,.jpeg,image/jpeg,.webp,image/webp";

export const CORRECTIVE_ACTIONS_PATH = "/dashboard/corrective-actions";

export function correctiveActionPath(id: string): string {
  return `${CORRECTIVE_ACTIONS_PATH}/${id}`;
}

export function evidencePath(actionId: string, evidenceId: string): string {
  return `${correctiveActionPath(actionId)}/evidence/${evidenceId}`;
}

/**
 * The day an action is due: the day the audit was completed, in the
 * programme's time zone, plus the programme's days for its severity (minor
 * 30, major 60 by default; programme settings CORRECTIVE_ACTION_*_DAYS).
 */
export function correctiveActionDueOn(
  completedAt: Date,
  severity: CorrectiveActionSeverity,
  settings: { minorDays: number; majorDays: number; timeZone: string },
): string {
  const days = severity === "major" ? settings.majorDays : settings.minorDays;
  return addDays(isoDate(completedAt, settings.timeZone), days);
}

/** One action as lists and panels show it. */
export type CorrectiveActionSummary = {
  id: string;
  applicationId: string;
  businessName: string;
  standardNumber: string;
  standardTitle: string;
  severity: CorrectiveActionSeverity;
  status: CorrectiveActionStatus;
  dueOn: string;
  overdue: boolean;
};

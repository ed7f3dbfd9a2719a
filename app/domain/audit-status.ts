import { defineStateMachine } from "./state-machine";

/** SPEC §3/§4 audit (inspection) statuses. */
export const auditStatuses = ["scheduled", "in-progress", "completed", "cancelled"] as const;

export type AuditStatus = (typeof auditStatuses)[number];

export const auditStatusLabels: Record<AuditStatus, string> = {
  scheduled: "Scheduled",
  "in-progress": "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** Findings of the audit report, one per standard. */
export const findingValues = [
  "compliant",
  "minor-non-conformity",
  "major-non-conformity",
  "not-applicable",
] as const;

export type Finding = (typeof findingValues)[number];

export const findingLabels: Record<Finding, string> = {
  compliant: "Compliant",
  "minor-non-conformity": "Minor non-conformity",
  "major-non-conformity": "Major non-conformity",
  "not-applicable": "Not applicable",
};

/** The examiner's overall recommendation to the review panel. */
export const recommendationValues = [
  "recommend-approval",
  "approval-after-minor-corrections",
  "re-audit-required",
  "recommend-rejection",
] as const;

export type Recommendation = (typeof recommendationValues)[number];

export const recommendationLabels: Record<Recommendation, string> = {
  "recommend-approval": "Recommend approval",
  "approval-after-minor-corrections": "Approval after minor corrections",
  "re-audit-required": "Re-audit required",
  "recommend-rejection": "Recommend rejection",
};

/**
 * Audit statuses as one pure table (decision 014). People take every edge
 * through `audit.update` (the assigned examiner or staff, SPEC §6). Completed
 * is final (SPEC §4): corrections to a completed audit's report or date by
 * administrator/committee go through their own services, never back through
 * these statuses. Cancelled is final.
 */
export const auditMachine = defineStateMachine({
  name: "audit",
  statuses: auditStatuses,
  initial: "scheduled",
  edges: [
    { from: "scheduled", to: "in-progress", by: ["audit.update"] },
    { from: ["scheduled", "in-progress"], to: "completed", by: ["audit.update"] },
    { from: ["scheduled", "in-progress"], to: "cancelled", by: ["audit.update"] },
  ],
});

/** Open audits (not cancelled, not completed) occupy the examiner and the application. */
export const openAuditStatuses = [
  "scheduled",
  "in-progress",
] as const satisfies readonly AuditStatus[];

export function isAuditStatus(value: unknown): value is AuditStatus {
  return typeof value === "string" && (auditStatuses as readonly string[]).includes(value);
}

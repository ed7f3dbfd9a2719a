import { defineStateMachine, valuesCheck } from "./state-machine";

/**
 * Corrective actions (issue 37; ISO/IEC 17065 §7.4–7.6; decision 087) as one
 * pure table. Completing an audit turns each minor or major non-conformity
 * into an action for the business (`system:audit-completed`, status open).
 * The business answers (root cause, what it changed, evidence); the examiner
 * who audited it or staff verify: accepted closes it, returned sends it back
 * with the reason, and the business answers again. The one writer is
 * `setCorrectiveActionStatus` in the corrective-actions module.
 *
 *   open ──answer──▶ answered ──accept──▶ accepted (closed)
 *    ▲                  │
 *    └── returned ◀─return (reason)
 *          └──answer──▶ answered
 */
export const correctiveActionStatuses = ["open", "answered", "returned", "accepted"] as const;
export type CorrectiveActionStatus = (typeof correctiveActionStatuses)[number];

export const correctiveActionMachine = defineStateMachine({
  name: "corrective action",
  statuses: correctiveActionStatuses,
  initial: "open",
  edges: [
    { from: ["open", "returned"], to: "answered", by: ["correctiveAction.answer"] },
    { from: "answered", to: "accepted", by: ["correctiveAction.verify"] },
    { from: "answered", to: "returned", by: ["correctiveAction.verify"] },
  ],
});

/** Actions still waiting for the business (the due date runs). */
export const awaitingBusinessStatuses = [
  "open",
  "returned",
] as const satisfies readonly CorrectiveActionStatus[];
/** Actions not yet closed: the business or the verifier still has to act. */
export const unresolvedStatuses = [
  "open",
  "answered",
  "returned",
] as const satisfies readonly CorrectiveActionStatus[];

/** The severity of the non-conformity an action corrects. */
export const correctiveActionSeverities = ["minor", "major"] as const;
export type CorrectiveActionSeverity = (typeof correctiveActionSeverities)[number];

/** The severity of a finding that needs a corrective action (null: none needed). */
export function severityOfFinding(finding: string): CorrectiveActionSeverity | null {
  if (finding === "minor-non-conformity") return "minor";
  if (finding === "major-non-conformity") return "major";
  return null;
}

/** The programme's default days to correct (programme settings CORRECTIVE_ACTION_*_DAYS). */
export const CORRECTIVE_ACTION_MINOR_DAYS = 30;
export const CORRECTIVE_ACTION_MAJOR_DAYS = 60;

/** Limits of an answer. */
export const ANSWER_TEXT_MAX = 4000;
export const RETURN_REASON_MAX = 2000;

/**
 * The row's shape per status (CHECK constraint): an answered, returned or
 * accepted action has its root cause and changes; a returned one its reason;
 * an accepted one who verified it and when.
 */
export const correctiveActionShapeCheck = [
  `(status not in ('answered', 'returned', 'accepted') or (root_cause is not null and changes_made is not null and answered_at is not null))`,
  `(status <> 'returned' or return_reason is not null)`,
  `(status <> 'accepted' or (verified_at is not null))`,
].join(" and ");

export const correctiveActionSeverityCheck = valuesCheck("severity", correctiveActionSeverities);

/**
 * Is the action overdue on `today` (YYYY-MM-DD in the programme's time zone)?
 * Only while the business still has to answer: an answered action waits for
 * the verifier, not the business.
 */
export function isCorrectiveActionOverdue(
  action: { status: string; dueOn: string },
  today: string,
): boolean {
  return (
    (awaitingBusinessStatuses as readonly string[]).includes(action.status) && action.dueOn < today
  );
}

/** Standard numbers in the standards' order ("2" before "10"), each once. */
export function orderedStandardNumbers(numbers: Iterable<string>): string[] {
  return [...new Set(numbers)].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The approval gate of the review panel (issue 37): a major non-conformity's
 * action must be accepted; a minor one's open action needs a reason to
 * approve anyway. Each list names the standards once, in the standards' order.
 */
export function approvalGate(
  actions: readonly { status: string; severity: string; standardNumber: string }[],
): {
  blockingMajor: string[];
  openMinor: string[];
} {
  const unresolved = actions.filter((a) => a.status !== "accepted");
  const blockingMajor = orderedStandardNumbers(
    unresolved.filter((a) => a.severity === "major").map((a) => a.standardNumber),
  );
  const openMinor = orderedStandardNumbers(
    unresolved
      .filter((a) => a.severity === "minor" && !blockingMajor.includes(a.standardNumber))
      .map((a) => a.standardNumber),
  );
  return { blockingMajor, openMinor };
}

/**
 * The scope of a follow-up audit ("Re-audit required"): the standards whose
 * corrective actions are not resolved (open, answered or returned), or null
 * when none is (a full audit then).
 */
export function followUpScope(
  actions: readonly { status: string; standardNumber: string }[],
): string[] | null {
  const open = actions.filter((a) => (unresolvedStatuses as readonly string[]).includes(a.status));
  return open.length ? orderedStandardNumbers(open.map((a) => a.standardNumber)) : null;
}

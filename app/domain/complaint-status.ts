import { defineStateMachine, valuesCheck } from "./state-machine";

/**
 * Complaints about accredited businesses (issue 22; ISO/IEC 17065 §7.13;
 * decision 058) as one pure table. Each edge names the policy action that
 * takes it; the one writer (`setComplaintStatus` in the complaints module)
 * asserts the edge, updates conditionally on the status and version read
 * (optimistic concurrency) and writes the audit log and the timeline.
 *
 * received ──acknowledge──▶ acknowledged ──investigate──▶ investigating ──resolve──▶ resolved
 *    │                           │                             │          (upheld | not upheld, findings)
 *    └───────────────────────────┴──────── withdraw ───────────┴──────────▶ withdrawn
 */
export const complaintStatuses = [
  "received",
  "acknowledged",
  "investigating",
  "resolved",
  "withdrawn",
] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

export const complaintMachine = defineStateMachine({
  name: "complaint",
  statuses: complaintStatuses,
  initial: "received",
  edges: [
    { from: "received", to: "acknowledged", by: ["complaint.manage"] },
    { from: "acknowledged", to: "investigating", by: ["complaint.manage"] },
    { from: "investigating", to: "resolved", by: ["complaint.manage"] },
    {
      from: ["received", "acknowledged", "investigating"],
      to: "withdrawn",
      by: ["complaint.manage"],
    },
  ],
});

/** Open cases: the resolution deadline runs. */
export const openComplaintStatuses = ["received", "acknowledged", "investigating"] as const;

export const complaintStatusLabels: Record<ComplaintStatus, string> = {
  received: "Received",
  acknowledged: "Acknowledged",
  investigating: "Under investigation",
  resolved: "Resolved",
  withdrawn: "Withdrawn",
};

/** The outcome of a resolved case. */
export const complaintOutcomes = ["upheld", "not-upheld"] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];

export const complaintOutcomeLabels: Record<ComplaintOutcome, string> = {
  upheld: "Upheld",
  "not-upheld": "Not upheld",
};

/** A resolved case has an outcome; no other case has one (CHECK constraint). */
export const complaintOutcomeCheck = `(status = 'resolved') = (outcome is not null) and (${valuesCheck(
  "outcome",
  complaintOutcomes,
  { nullable: true },
)})`;

/** Kinds of timeline entries of a case. */
export const complaintEventKinds = [
  "status",
  "note",
  "assigned",
  "business-informed",
  "business-response",
  "reporter-anonymised",
] as const;
export type ComplaintEventKind = (typeof complaintEventKinds)[number];

/**
 * The programme's complaint commitments (decision 058): acknowledge within 5
 * business days and resolve within 30 by default (Monday to Friday in the
 * programme's time zone; a programme sets its own with
 * COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS and COMPLAINT_RESOLVE_BUSINESS_DAYS,
 * decision 068, and the deadlines, e-mails, /process page and dashboard
 * follow), and remove the reporter's name, e-mail and files 2 years after
 * the case closes (stated on /privacy).
 */
export const COMPLAINT_ACKNOWLEDGE_DAYS = 5;
export const COMPLAINT_RESOLVE_DAYS = 30;
/** The programme's deadlines in business days (env COMPLAINT_*_BUSINESS_DAYS; the defaults above). */
export type ComplaintDeadlineDays = { acknowledgeDays: number; resolveDays: number };
export const COMPLAINT_REPORTER_RETENTION_YEARS = 2;

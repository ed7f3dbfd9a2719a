import type { Role } from "~/modules/permissions/permissions";

/** SPEC §4 application status values. */
export const applicationStatuses = [
  "draft",
  "submitted",
  "under-review",
  "payment-pending",
  "inspection-scheduled",
  "inspection-completed",
  "review-panel",
  "approved",
  "rejected",
  "audit-required",
  "certified",
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** SPEC §4 payment status values. */
export const paymentStatuses = ["pending", "audit-fee-paid", "membership-fee-paid"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  "under-review": "Under review",
  "payment-pending": "Payment pending",
  "inspection-scheduled": "Audit scheduled",
  "inspection-completed": "Audit completed",
  "review-panel": "Review panel",
  approved: "Approved",
  rejected: "Rejected",
  "audit-required": "Audit required",
  certified: "Certified",
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "Fees pending",
  "audit-fee-paid": "Audit fee paid",
  "membership-fee-paid": "Membership fee paid",
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (applicationStatuses as readonly string[]).includes(value);
}

const staff: Role[] = ["administrator", "committee"];
const staffAndExaminer: Role[] = ["administrator", "committee", "examiner"];

type Transition = { from: ApplicationStatus; to: ApplicationStatus; roles: Role[] };

/**
 * Who may move which status to which (one pure table). Applicants only submit
 * (a draft, or a rejected application after editing it). Examiners record the
 * audit's progress. Administrators and committee members run the review.
 * Scheduling an audit, completing it and issuing or revoking a certificate also
 * move the status, through their own services (SPEC §4).
 */
export const applicationTransitions: readonly Transition[] = [
  { from: "draft", to: "submitted", roles: ["applicant", "administrator"] },
  { from: "rejected", to: "submitted", roles: ["applicant", "administrator"] },

  { from: "submitted", to: "under-review", roles: staff },
  { from: "submitted", to: "payment-pending", roles: staff },
  { from: "submitted", to: "rejected", roles: staff },

  { from: "under-review", to: "payment-pending", roles: staff },
  { from: "under-review", to: "inspection-scheduled", roles: staff },
  { from: "under-review", to: "rejected", roles: staff },

  { from: "payment-pending", to: "under-review", roles: staff },
  { from: "payment-pending", to: "rejected", roles: staff },

  { from: "inspection-scheduled", to: "inspection-completed", roles: staffAndExaminer },
  { from: "inspection-scheduled", to: "under-review", roles: staff },

  { from: "inspection-completed", to: "review-panel", roles: staffAndExaminer },
  { from: "inspection-completed", to: "audit-required", roles: staffAndExaminer },
  { from: "inspection-completed", to: "approved", roles: staff },
  { from: "inspection-completed", to: "rejected", roles: staff },

  { from: "review-panel", to: "approved", roles: staff },
  { from: "review-panel", to: "rejected", roles: staff },
  { from: "review-panel", to: "audit-required", roles: staff },

  { from: "audit-required", to: "inspection-scheduled", roles: staff },
  { from: "audit-required", to: "under-review", roles: staff },

  { from: "approved", to: "certified", roles: staff },
  { from: "approved", to: "rejected", roles: staff },
  { from: "certified", to: "approved", roles: staff },

  { from: "rejected", to: "under-review", roles: staff },
];

export function canTransition(role: Role, from: ApplicationStatus, to: ApplicationStatus): boolean {
  return applicationTransitions.some(
    (t) => t.from === from && t.to === to && t.roles.includes(role),
  );
}

/** The statuses `role` may move an application to from `from`. */
export function nextStatuses(role: Role, from: ApplicationStatus): ApplicationStatus[] {
  return applicationTransitions
    .filter((t) => t.from === from && t.roles.includes(role))
    .map((t) => t.to);
}

/** SPEC §4: an applicant edits only while draft or rejected; staff and examiners at any time. */
export function canEditApplication(role: Role, status: ApplicationStatus): boolean {
  if (role === "applicant") return status === "draft" || status === "rejected";
  return true;
}

import { defineStateMachine } from "~/lib/state-machine";
import {
  can,
  type Action,
  type ApplicationResource,
  type Viewer,
} from "~/modules/permissions/policy";

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

/**
 * The application's payment status (SPEC §4): it only rises, and only when a
 * fee is paid (a verified card event or a staff-recorded offline payment), so
 * every edge is a system event of the payments module. A renewal is created
 * with `pending` (a creation, not an edge).
 */
export const applicationPaymentMachine = defineStateMachine({
  name: "application payment status",
  statuses: paymentStatuses,
  initial: "pending",
  edges: [
    { from: "pending", to: "audit-fee-paid", by: ["system:audit-fee-paid"] },
    { from: "audit-fee-paid", to: "membership-fee-paid", by: ["system:membership-fee-paid"] },
  ],
});
export type ApplicationPaymentEvent =
  (typeof applicationPaymentMachine.edges)[number]["by"][number];

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

/**
 * Who or what may move an application from which status to which (one pure
 * table, decision 014). People take an edge through a policy action
 * (`application.submit`: the business or an administrator on its behalf;
 * `application.review`: administrators and committee; `application.recordAudit`:
 * the assigned examiner or staff); the system takes the edges of audits and
 * certificates (SPEC §4) through `system:` events.
 */
export const applicationMachine = defineStateMachine({
  name: "application",
  statuses: applicationStatuses,
  initial: "draft",
  edges: [
    { from: ["draft", "rejected"], to: "submitted", by: ["application.submit"] },

    { from: "submitted", to: "under-review", by: ["application.review"] },
    { from: "submitted", to: "payment-pending", by: ["application.review"] },
    { from: "submitted", to: "rejected", by: ["application.review"] },

    { from: "under-review", to: "payment-pending", by: ["application.review"] },
    { from: "under-review", to: "rejected", by: ["application.review"] },

    { from: "payment-pending", to: "under-review", by: ["application.review"] },
    { from: "payment-pending", to: "rejected", by: ["application.review"] },

    // SPEC §4: scheduling an audit sets inspection-scheduled unless it already is
    // (SPEC §5: an audit is scheduled from submitted, under-review or inspection-scheduled).
    {
      from: ["submitted", "under-review"],
      to: "inspection-scheduled",
      by: ["system:audit-scheduled"],
    },
    { from: "under-review", to: "inspection-scheduled", by: ["application.review"] },
    { from: "audit-required", to: "inspection-scheduled", by: ["application.review"] },

    // SPEC §4: completing an audit sets inspection-completed. Also from under-review: staff
    // may have moved the application back by hand while its audit stayed scheduled.
    {
      from: ["inspection-scheduled", "under-review"],
      to: "inspection-completed",
      by: ["system:audit-completed"],
    },
    { from: "inspection-scheduled", to: "inspection-completed", by: ["application.recordAudit"] },
    // SPEC §4: deleting the last audit sets it back to under-review; cancelling the last
    // audit that is not cancelled does the same (decision 010). Never from a decision.
    {
      from: ["inspection-scheduled", "inspection-completed"],
      to: "under-review",
      by: ["system:last-audit-deleted", "system:last-audit-cancelled"],
    },
    { from: "inspection-scheduled", to: "under-review", by: ["application.review"] },

    { from: "inspection-completed", to: "review-panel", by: ["application.recordAudit"] },
    { from: "inspection-completed", to: "audit-required", by: ["application.recordAudit"] },
    { from: "inspection-completed", to: "approved", by: ["application.review"] },
    { from: "inspection-completed", to: "rejected", by: ["application.review"] },

    { from: "review-panel", to: "approved", by: ["application.review"] },
    { from: "review-panel", to: "rejected", by: ["application.review"] },
    { from: "review-panel", to: "audit-required", by: ["application.review"] },

    { from: "audit-required", to: "under-review", by: ["application.review"] },

    // SPEC §4: generating a certificate certifies; revoking returns it to approved.
    // A renewal is created directly as submitted (a creation, not an edge); staff
    // certify it by hand (application.review), which renews the certificate.
    {
      from: "approved",
      to: "certified",
      by: ["application.review", "system:certificate-generated"],
    },
    { from: "approved", to: "rejected", by: ["application.review"] },
    { from: "certified", to: "approved", by: ["application.review", "system:certificate-revoked"] },

    { from: "rejected", to: "under-review", by: ["application.review"] },

    // A renewal without declared changes is approved straight from the renewals list
    // (`renewal.update`, checked by its service; decision 023).
    {
      from: ["submitted", "under-review"],
      to: "approved",
      by: ["system:renewal-approved"],
    },
  ],
});

export type ApplicationActor = (typeof applicationMachine.edges)[number]["by"][number];
export type ApplicationSystemEvent = Extract<ApplicationActor, `system:${string}`>;

function personActions(actors: readonly ApplicationActor[]): Action[] {
  return actors.filter(
    (a): a is Exclude<ApplicationActor, ApplicationSystemEvent> => !a.startsWith("system:"),
  );
}

/** May `viewer` move `application` to `to` by hand? (the edge exists and the policy lets them take it) */
export function canTransition(
  viewer: Viewer,
  application: ApplicationResource,
  to: ApplicationStatus,
): boolean {
  const from = application.status as ApplicationStatus;
  if (!applicationMachine.isStatus(from)) return false;
  return personActions(applicationMachine.actorsFor(from, to)).some((action) =>
    can(viewer, action as "application.review", application),
  );
}

/** The statuses `viewer` may move `application` to by hand. */
export function nextStatuses(
  viewer: Viewer,
  application: ApplicationResource,
): ApplicationStatus[] {
  const from = application.status as ApplicationStatus;
  if (!applicationMachine.isStatus(from)) return [];
  return applicationStatuses.filter((to) => canTransition(viewer, application, to));
}

/** SPEC §4: an applicant edits only while draft or rejected; staff and examiners at any time. */
export function canEditApplication(viewer: Viewer, application: ApplicationResource): boolean {
  return can(viewer, "application.update", application);
}

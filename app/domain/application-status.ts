import { defineStateMachine } from "./state-machine";

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

/**
 * SPEC §4 payment status values, and `audit-fee-waived` (decision 078): a
 * renewal whose audit staff waived before its audit fee was paid owes no
 * audit fee; its membership fee is due as usual.
 */
export const paymentStatuses = [
  "pending",
  "audit-fee-paid",
  "membership-fee-paid",
  "audit-fee-waived",
] as const;
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
    // A renewal's audit waived by staff before its fee was paid (`renewal.update`, decision 078).
    { from: "pending", to: "audit-fee-waived", by: ["system:renewal-audit-waived"] },
    { from: "audit-fee-waived", to: "membership-fee-paid", by: ["system:membership-fee-paid"] },
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
  "audit-fee-waived": "Audit waived: no audit fee",
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
    // (SPEC §5: an audit is scheduled from submitted, under-review or inspection-scheduled;
    // and from audit-required, the panel's "Re-audit required": decision 087).
    {
      from: ["submitted", "under-review", "audit-required"],
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

    { from: "rejected", to: "under-review", by: ["application.review", "system:appeal-upheld"] },
    // An upheld appeal of a revocation puts the certificate back in force (decision 057).
    { from: "approved", to: "certified", by: ["system:appeal-upheld"] },

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

/**
 * What the application's certificate must be for the application to become
 * certified (decision 051): "certified" means a certificate is in force. A
 * first application's certificate is the one issued for it; a renewal's is
 * the certificate it renews (`certificate_id`).
 */
export type CertifyingCertificate = {
  certificateNumber: string;
  status: "active" | "expired" | "revoked";
  expiryDate: Date;
};

/** Why an application may not become certified now (null: it may). */
export type CertifiedRefusal =
  /** A first application without a certificate: generate it (that certifies). */
  | "no-certificate"
  /** Its certificate was revoked: final; the business applies again. */
  | "revoked"
  /** Its certificate expired (or is past its date): a renewal makes it active again. */
  | "expired";

/**
 * The rule the application writer (`recordStatusChange`) and the database
 * trigger `applications_certified_needs_active_certificate` both keep: an
 * application becomes certified only while its certificate is active and not
 * past its expiry. A renewal not yet completed may be certified while its
 * certificate is expired: completing it (in the same transaction, before
 * commit, where the trigger checks) makes the certificate active again (SPEC
 * §4 Renewal). The rule is checked when a row becomes certified; a
 * certificate that expires later leaves the status as it was (SPEC §4 keeps
 * "certified" after expiry; the accreditation state says expired).
 */
export function certifiedRefusal(
  certificate: CertifyingCertificate | null,
  options: { now: Date; renewalPending?: boolean },
): CertifiedRefusal | null {
  if (!certificate) return "no-certificate";
  if (certificate.status === "revoked") return "revoked";
  if (certificate.status === "active" && certificate.expiryDate.getTime() > options.now.getTime()) {
    return null;
  }
  return options.renewalPending ? null : "expired";
}

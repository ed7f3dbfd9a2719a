import { defineStateMachine } from "./state-machine";

export const certificateStatuses = ["active", "expired", "revoked"] as const;

export type CertificateStatus = (typeof certificateStatuses)[number];

/**
 * Certificate statuses as one pure table (decision 014): the daily job expires
 * an active certificate past its date; staff revoke an active or expired one
 * (`certificate.revoke`); a renewal re-activates an expired certificate or
 * extends an active one (`system:renewal`, the renewals feature). Revoked is
 * final.
 */
export const certificateMachine = defineStateMachine({
  name: "certificate",
  statuses: certificateStatuses,
  initial: "active",
  edges: [
    { from: "active", to: "expired", by: ["system:expiry"] },
    { from: ["active", "expired"], to: "revoked", by: ["certificate.revoke"] },
    { from: ["expired", "active"], to: "active", by: ["system:renewal"] },
  ],
});

export type CertificateActor = (typeof certificateMachine.edges)[number]["by"][number];

/** Days a business has to appeal a revocation (decision 033). */
export const APPEAL_WINDOW_DAYS = 30;

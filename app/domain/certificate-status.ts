import { defineStateMachine } from "./state-machine";

export const certificateStatuses = ["active", "expired", "revoked", "suspended"] as const;

export type CertificateStatus = (typeof certificateStatuses)[number];

/**
 * Certificate statuses as one pure table (decision 014): the daily job expires
 * an active certificate past its date; staff revoke an active or expired one
 * (`certificate.revoke`); a renewal re-activates an expired certificate or
 * extends an active one (`system:renewal`, the renewals feature).
 *
 * Suspension (decision 056, ISO/IEC 17065 §7.11): staff suspend an active
 * certificate (`certificate.suspend`), then reinstate it
 * (`certificate.reinstate`) or revoke it. A suspended certificate is not
 * expired by the daily job and is not renewed until reinstated. An appeal the
 * panel upholds (decision 057) reinstates a suspended or revoked certificate
 * (`system:appeal-upheld`); otherwise revoked is final.
 */
export const certificateMachine = defineStateMachine({
  name: "certificate",
  statuses: certificateStatuses,
  initial: "active",
  edges: [
    { from: "active", to: "expired", by: ["system:expiry"] },
    { from: ["active", "expired", "suspended"], to: "revoked", by: ["certificate.revoke"] },
    { from: ["expired", "active"], to: "active", by: ["system:renewal"] },
    { from: "active", to: "suspended", by: ["certificate.suspend"] },
    { from: "suspended", to: "active", by: ["certificate.reinstate", "system:appeal-upheld"] },
    { from: "revoked", to: "active", by: ["system:appeal-upheld"] },
  ],
});

export type CertificateActor = (typeof certificateMachine.edges)[number]["by"][number];

/** Days a business has to appeal a rejection, revocation or suspension (decisions 033, 057). */
export { APPEAL_DAYS as APPEAL_WINDOW_DAYS } from "./appeal-status";

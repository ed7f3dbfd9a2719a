import { and, eq, sql } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertEdgeTaken, type EdgeTaker } from "~/domain/state-machine";
import { can, type Viewer } from "~/modules/permissions";
import {
  issueCertificateCredential,
  revokeCertificateCredentials,
  setCertificateCredentialsStatus,
} from "~/modules/credentials/index.server";
import { certificateMessages } from "./certificate-messages";
import type { CertificateRow } from "./certificate-record.server";
import {
  certificateMachine,
  type CertificateActor,
  type CertificateStatus,
} from "./certificate-rules";

/** Who changes a certificate's status: staff through the policy, or the system by event. */
export type CertificateStatusBy =
  { viewer: Viewer } | { event: Extract<CertificateActor, `system:${string}`> };

/** Columns that change together with the status (revocation facts, a renewal's new dates). */
export type CertificateStatusChanges = Partial<
  Pick<
    typeof certificates.$inferInsert,
    | "revokedAt"
    | "revokedBy"
    | "revocationReason"
    | "issueDate"
    | "expiryDate"
    | "accreditedSince"
    | "suspendedAt"
    | "suspendedBy"
    | "suspensionReason"
    | "suspensionReviewOn"
    | "businessName"
    | "businessAddress"
  >
>;

export const CERTIFICATE_CHANGED_MEANWHILE =
  "This certificate was changed by someone else in the meantime. Reload the page and try again.";

/**
 * The one writer of `certificates.status` (decision 014): the edge must be in
 * the certificate table for whoever takes it, and the update applies only
 * from the status read (`where status = $from`); zero rows means someone
 * else changed it first (a conflict, nothing written). Call inside the
 * transaction that also writes the audit log and the notices. The
 * certificate's verifiable credentials change with it (revocation bit, a new
 * period's credential).
 */
export async function setCertificateStatus(
  tx: Executor,
  certificate: Pick<CertificateRow, "id" | "status">,
  to: CertificateStatus,
  by: CertificateStatusBy,
  changes: CertificateStatusChanges = {},
): Promise<CertificateRow> {
  const from = certificate.status as CertificateStatus;
  const taker: EdgeTaker<CertificateActor> =
    "viewer" in by ? { mayTake: (action) => can(by.viewer, action) } : { event: by.event };
  assertEdgeTaken(certificateMachine, from, to, taker, {
    denied:
      to === "suspended"
        ? certificateMessages.suspendDenied
        : from === "suspended" && to === "active"
          ? certificateMessages.reinstateDenied
          : certificateMessages.revokeDenied,
    conflict:
      to === "revoked" && from === "revoked"
        ? certificateMessages.alreadyRevoked
        : `A certificate cannot change from ${from} to ${to}.`,
  });
  const [row] = await tx
    .update(certificates)
    .set({ status: to, updatedAt: sql`now()`, ...changes })
    .where(and(eq(certificates.id, certificate.id), eq(certificates.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", CERTIFICATE_CHANGED_MEANWHILE);
  // The verifiable credentials follow in the same transaction (decision 052): a
  // revocation sets the revocation bit of each; a new period (a renewal) gets its own.
  if (to === "revoked") await revokeCertificateCredentials(tx, row.id);
  // Suspension sets the suspension bit; reinstatement clears it; an upheld appeal
  // of a revocation clears the revocation bit (decisions 056, 057).
  if (to === "suspended") await setCertificateCredentialsStatus(tx, row.id, "suspension", true);
  if (from === "suspended") await setCertificateCredentialsStatus(tx, row.id, "suspension", false);
  if (from === "revoked" && to === "active") {
    await setCertificateCredentialsStatus(tx, row.id, "revocation", false);
  }
  if (changes.issueDate || changes.expiryDate) await issueCertificateCredential(tx, row);
  return row;
}

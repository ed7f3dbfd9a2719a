import { and, eq, sql } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { assertEdgeTaken, type EdgeTaker } from "~/domain/state-machine";
import { writeAuditLog } from "~/modules/audit-log/index.server";
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

/**
 * Who changes a certificate's status: staff through the policy, or the system
 * by event on behalf of `actorId` (the person whose action caused it, or null).
 */
export type CertificateStatusBy =
  | { viewer: Viewer }
  | { event: Extract<CertificateActor, `system:${string}`>; actorId: string | null };

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

export type CertificateStatusChange = {
  /** Columns that change with the status. */
  changes?: CertificateStatusChanges;
  /** The certificate's audit_log row: its action and details beyond the certificate number. */
  audit: { action: string; details?: Record<string, unknown> };
};

export const CERTIFICATE_CHANGED_MEANWHILE =
  "This certificate was changed by someone else in the meantime. Reload the page and try again.";

/**
 * The one writer of `certificates.status` (decision 014): the edge must be in
 * the certificate table for whoever takes it, and the update applies only
 * from the status read (`where status = $from`); zero rows means someone
 * else changed it first (a conflict, nothing written). Call inside the
 * transaction that also writes the notices. The certificate's verifiable
 * credentials change with it (revocation bit, a new period's credential), and
 * its audit_log row is written with it (decision 085): the caller names the
 * action and details; the actor is the viewer, or the event's `actorId`.
 */
export async function setCertificateStatus(
  tx: Executor,
  certificate: Pick<CertificateRow, "id" | "status">,
  to: CertificateStatus,
  by: CertificateStatusBy,
  change: CertificateStatusChange,
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
    .set({ status: to, updatedAt: sql`now()`, ...change.changes })
    .where(and(eq(certificates.id, certificate.id), eq(certificates.status, from)))
    .returning();
  if (!row) throw new AppError("conflict", CERTIFICATE_CHANGED_MEANWHILE);
  await writeAuditLog(tx, {
    entityType: "certificate",
    entityId: row.id,
    action: change.audit.action,
    actorId: "viewer" in by ? by.viewer.user.id : by.actorId,
    details: { certificateNumber: row.certificateNumber, ...change.audit.details },
  });
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
  if (change.changes?.issueDate || change.changes?.expiryDate)
    await issueCertificateCredential(tx, row);
  return row;
}

import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { certificates } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan } from "~/modules/auth/session.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { certificateMessages, REVOCATION_REASON_MAX } from "./certificate-messages";
import { uuidPattern, type CertificateRow } from "./certificate-record.server";
import { certificateViewPath } from "./certificate-rules";
import { updateApplicationAfterCertificate } from "./update-application-after-certificate.server";

export const revocationReasonSchema = z
  .string(certificateMessages.reasonRequired)
  .trim()
  .min(1, certificateMessages.reasonRequired)
  .max(REVOCATION_REASON_MAX, certificateMessages.reasonTooLong);

/**
 * Revokes a certificate with a reason (administrator or committee): status
 * revoked with who, when and why, an audit_log row and a
 * `certificate_status_change` notification to the business, in one
 * transaction. The application then returns from certified to approved in its
 * own transaction; a failure there is only logged (SPEC §4).
 */
export async function revokeCertificate(
  db: Database,
  actor: Viewer,
  certificateId: string,
  reason: unknown,
): Promise<CertificateRow> {
  assertCan(actor, "revoke_certificates");
  const parsed = revocationReasonSchema.safeParse(reason);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? certificateMessages.reasonRequired;
    throw new AppError("validation", message, { reason: message });
  }
  if (!uuidPattern.test(certificateId)) {
    throw new AppError("not_found", certificateMessages.notFound);
  }
  const [current] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  if (!current) throw new AppError("not_found", certificateMessages.notFound);
  if (current.status === "revoked")
    throw new AppError("conflict", certificateMessages.alreadyRevoked);

  let revoked: CertificateRow;
  try {
    revoked = await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .update(certificates)
        .set({
          status: "revoked",
          revokedAt: now,
          revokedBy: actor.user.id,
          revocationReason: parsed.data,
          updatedAt: now,
        })
        .where(and(eq(certificates.id, certificateId), ne(certificates.status, "revoked")))
        .returning();
      if (!row) throw new AppError("conflict", certificateMessages.alreadyRevoked);
      await writeAuditLog(tx, {
        entityType: "certificate",
        entityId: row.id,
        action: "certificate_revoked",
        actorId: actor.user.id,
        details: {
          from: current.status,
          reason: parsed.data,
          certificateNumber: row.certificateNumber,
          activeRole: actor.activeRole,
        },
      });
      await createNotification(tx, {
        userId: row.businessId,
        type: "certificate_status_change",
        message: `Certificate ${row.certificateNumber} has been revoked. Reason: ${parsed.data}`,
        link: certificateViewPath(row.id),
      });
      return row;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, certificateId }, "certificate revocation failed");
    throw new AppError("failed", certificateMessages.revokeFailed);
  }

  await updateApplicationAfterCertificate(db, {
    applicationId: revoked.applicationId,
    actorId: actor.user.id,
    from: "certified",
    to: "approved",
    note: `Certificate ${revoked.certificateNumber} revoked: ${parsed.data}`,
    details: { certificateId: revoked.id, activeRole: actor.activeRole },
  });
  return revoked;
}

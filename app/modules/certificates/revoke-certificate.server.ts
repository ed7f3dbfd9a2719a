import { eq } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates, profiles } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { sentences } from "~/lib/sentence";
import { logger } from "~/lib/logger.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan } from "~/modules/permissions/policy";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import {
  APPEAL_WINDOW_DAYS,
  certificateMessages,
  REVOCATION_REASON_MAX,
} from "./certificate-messages";
import { uuidPattern, type CertificateRow } from "./certificate-record.server";
import { certificateViewPath } from "./certificate-rules";
import { setCertificateStatus } from "./set-certificate-status.server";
import { updateApplicationAfterCertificate } from "./update-application-after-certificate.server";
import { publicContentChanged } from "~/modules/public-cache/public-content-changed.server";

export const revocationReasonSchema = z
  .string(certificateMessages.reasonRequired)
  .trim()
  .min(1, certificateMessages.reasonRequired)
  .max(REVOCATION_REASON_MAX, certificateMessages.reasonTooLong);

/**
 * The revocation e-mail (decision 033): says the certificate was revoked, when
 * and why, what it means (verification shows it revoked, the directory no
 * longer lists it, the PDF is stamped) and what the business can do (appeal
 * within the appeal window, or arrange a follow-up audit). To the contact
 * e-mail of the application and the business's account e-mail when they differ.
 */
async function sendRevocationEmail(tx: Executor, certificate: CertificateRow) {
  const [application] = await tx
    .select({
      businessName: applications.businessName,
      contactName: applications.contactName,
      contactEmail: applications.contactEmail,
    })
    .from(applications)
    .where(eq(applications.id, certificate.applicationId));
  const [account] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, certificate.businessId));
  const baseUrl = getEnv().baseUrl;
  const recipients = [
    ...new Set(
      [application?.contactEmail, account?.email].filter(
        (e): e is string => typeof e === "string" && e.trim() !== "",
      ),
    ),
  ];
  for (const to of recipients) {
    await enqueueEmail(tx, to, "certificate-revoked", {
      name:
        (to === application?.contactEmail ? application?.contactName : account?.name) ||
        application?.businessName ||
        "",
      businessName: application?.businessName ?? "",
      certificateNumber: certificate.certificateNumber,
      revokedOn: formatDate(certificate.revokedAt ?? new Date()),
      reason: certificate.revocationReason ?? "",
      appealDays: APPEAL_WINDOW_DAYS,
      verificationUrl: certificate.verificationUrl,
      contactUrl: `${baseUrl}/contact`,
      certificateUrl: `${baseUrl}${certificateViewPath(certificate.id)}`,
    });
  }
}

/**
 * Revokes a certificate with a reason (administrator or committee): status
 * revoked with who, when and why (through the certificate table, only from
 * the status read), an audit_log row, a `certificate_status_change`
 * notification and the revocation e-mail to the business, in one
 * transaction. The application then returns from certified to approved in its
 * own transaction (`system:certificate-revoked`, no generic status e-mail); a
 * failure there is only logged (SPEC §4).
 */
export async function revokeCertificate(
  db: Database,
  actor: Viewer,
  certificateId: string,
  reason: unknown,
): Promise<CertificateRow> {
  assertCan(actor, "certificate.revoke");
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
      const row = await setCertificateStatus(
        tx,
        current,
        "revoked",
        { viewer: actor },
        { revokedAt: now, revokedBy: actor.user.id, revocationReason: parsed.data },
      );
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
        message: sentences(
          `Certificate ${row.certificateNumber} has been revoked`,
          `Reason: ${parsed.data}`,
          "You may appeal: see the e-mail we sent you",
        ),
        link: certificateViewPath(row.id),
      });
      await sendRevocationEmail(tx, row);
      return row;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, certificateId }, "certificate revocation failed");
    throw new AppError("failed", certificateMessages.revokeFailed);
  }
  // Committed: verification, the directory and the business page show it at once.
  publicContentChanged("certificate revoked");

  await updateApplicationAfterCertificate(db, {
    applicationId: revoked.applicationId,
    actorId: actor.user.id,
    from: "certified",
    to: "approved",
    event: "system:certificate-revoked",
    note: `Certificate ${revoked.certificateNumber} revoked: ${parsed.data}`,
    details: { certificateId: revoked.id, activeRole: actor.activeRole },
  });
  return revoked;
}

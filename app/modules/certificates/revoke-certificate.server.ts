import { and, asc, eq, or } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { recordStatusChange } from "~/modules/applications/index.server";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
} from "~/modules/notifications/index.server";
import { certificateNotificationMessages as n } from "./certificate-notifications";
import {
  APPEAL_WINDOW_DAYS,
  certificateMessages,
  REVOCATION_REASON_MAX,
} from "./certificate-messages";
import { uuidPattern } from "~/lib/uuid";
import type { CertificateRow } from "./certificate-record.server";
import { businessRecipients } from "./certificate-recipients.server";
import { certificateViewPath } from "./certificate-rules";
import { setCertificateStatus } from "./set-certificate-status.server";
import { publicContentChanged } from "~/modules/public-cache/index.server";

export const revocationReasonSchema = z
  .string(certificateMessages.reasonRequired)
  .trim()
  .min(1, certificateMessages.reasonRequired)
  .max(REVOCATION_REASON_MAX, certificateMessages.reasonTooLong);

/**
 * The revocation e-mail (decision 033): says the certificate was revoked, when
 * and why, what it means (verification shows it revoked, the directory no
 * longer lists it, the PDF is stamped) and what the business can do (appeal
 * within the appeal window from the dashboard, or arrange a follow-up audit). To the contact
 * e-mail of the application and the business's account e-mail when they differ.
 */
async function sendRevocationEmail(tx: Executor, certificate: CertificateRow) {
  const { businessName, recipients } = await businessRecipients(tx, certificate);
  const baseUrl = getEnv().baseUrl;
  for (const { email, name } of recipients) {
    await enqueueEmail(
      tx,
      email,
      "certificate-revoked",
      {
        name,
        businessName,
        certificateNumber: certificate.certificateNumber,
        revokedOn: isoDate(certificate.revokedAt ?? new Date()),
        reason: certificate.revocationReason ?? "",
        appealDays: APPEAL_WINDOW_DAYS,
        verificationUrl: certificate.verificationUrl,
        contactUrl: `${baseUrl}/contact`,
        certificateUrl: `${baseUrl}${certificateViewPath(certificate.id)}`,
      },
      { localeOfAccount: certificate.businessId },
    );
  }
}

/**
 * SPEC §4: revoking returns the application to approved. Every application
 * certified by this certificate does: the one it was issued for, and renewals
 * of it (`certificate_id`). Rows are locked and moved through the
 * application's writer, inside the revocation's transaction.
 */
async function returnCertifiedApplicationsToApproved(
  tx: Executor,
  certificate: CertificateRow,
  change: { actorId: string; note: string; details: Record<string, unknown> },
) {
  const certified = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.status, "certified"),
        or(
          eq(applications.id, certificate.applicationId),
          eq(applications.certificateId, certificate.id),
        ),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .for("update");
  for (const application of certified) {
    await recordStatusChange(tx, {
      application,
      by: { event: "system:certificate-revoked", actorId: change.actorId },
      to: "approved",
      note: change.note,
      details: change.details,
    });
  }
}

/**
 * Revokes a certificate with a reason (administrator or committee): status
 * revoked with who, when and why (through the certificate table, only from
 * the status read), an audit_log row, a `certificate_status_change`
 * notification and the revocation e-mail to the business, and every certified
 * application of the certificate (the one it was issued for, renewals of it)
 * returns to approved (`system:certificate-revoked`, no generic status
 * e-mail; SPEC §4) — all in one transaction, so no application stays
 * certified with a revoked certificate (decision 051).
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
        {
          changes: { revokedAt: now, revokedBy: actor.user.id, revocationReason: parsed.data },
          audit: {
            action: "certificate_revoked",
            details: { from: current.status, reason: parsed.data, activeRole: actor.activeRole },
          },
        },
      );
      await createNotification(tx, {
        userId: row.businessId,
        type: "certificate_status_change",
        message: notificationSentences(
          notificationText(n.revoked, { number: row.certificateNumber }),
          notificationText(n.reason, { reason: parsed.data }),
          notificationText(n.mayAppeal),
        ),
        link: certificateViewPath(row.id),
      });
      await sendRevocationEmail(tx, row);
      await returnCertifiedApplicationsToApproved(tx, row, {
        actorId: actor.user.id,
        note: `Certificate ${row.certificateNumber} revoked: ${parsed.data}`,
        details: { certificateId: row.id, activeRole: actor.activeRole },
      });
      return row;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, certificateId }, "certificate revocation failed");
    throw new AppError("failed", certificateMessages.revokeFailed);
  }
  // Committed: verification, the directory and the business page show it at once.
  publicContentChanged("certificate revoked");

  return revoked;
}

/**
 * Revoking asks first (it works without JavaScript: two posts). A reason
 * without `confirm: "yes"` from someone who may revoke answers the
 * confirmation step with the trimmed reason; everything else goes to
 * `revokeCertificate` (so others get the refusal at once).
 */
export async function revokeAfterConfirming(
  db: Database,
  actor: Viewer,
  certificateId: string,
  input: { reason: string; confirm?: string },
): Promise<{ confirmReason: string } | { revoked: CertificateRow }> {
  const reason = input.reason.trim();
  if (input.confirm !== "yes" && reason && can(actor, "certificate.revoke")) {
    return { confirmReason: reason };
  }
  return { revoked: await revokeCertificate(db, actor, certificateId, input.reason) };
}

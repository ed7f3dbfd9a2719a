import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDay, isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { recordTimelineNote } from "~/modules/applications/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
} from "~/modules/notifications/index.server";
import { certificateNotificationMessages as n } from "./certificate-notifications";
import { assertCan, can, type Viewer } from "~/modules/permissions";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { APPEAL_WINDOW_DAYS, certificateMessages } from "./certificate-messages";
import { uuidPattern } from "~/lib/uuid";
import type { CertificateRow } from "./certificate-record.server";
import { businessRecipients } from "./certificate-recipients.server";
import { certificateViewPath } from "./certificate-rules";
import { setCertificateStatus } from "./set-certificate-status.server";
import { suspensionSchema } from "./suspension-schema";

/** Loads a certificate by id for staff work (not found for a malformed id). */
export async function loadCertificateRow(db: Executor, id: string): Promise<CertificateRow> {
  if (!uuidPattern.test(id)) throw new AppError("not_found", certificateMessages.notFound);
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  if (!row) throw new AppError("not_found", certificateMessages.notFound);
  return row;
}

/** The e-mail to the business about its certificate (suspension, reinstatement, appeal outcome). */
export async function emailBusinessAboutCertificate(
  tx: Executor,
  certificate: CertificateRow,
  notice: { subject: string; headline: string; paragraphs: string[] },
) {
  const { recipients } = await businessRecipients(tx, certificate);
  const url = `${getEnv().baseUrl}${certificateViewPath(certificate.id)}`;
  for (const { email, name } of recipients) {
    await enqueueEmail(tx, email, "decision-notice", {
      name,
      ...notice,
      actionLabel: "View the certificate",
      actionUrl: url,
    });
  }
}

/**
 * Suspends a certificate in force (decision 056; ISO/IEC 17065 §7.11): staff
 * (`certificate.suspend`) give a reason and the day they will review it.
 * One transaction: the status (through the certificate's one writer, which
 * also sets the credential's suspension bit), the audit log, a timeline line
 * on the application, a notification and the e-mail to the business. The
 * public pages (verification, directory, seal) change at once.
 */
export async function suspendCertificate(
  db: Database,
  actor: Viewer,
  certificateId: string,
  input: { reason: unknown; reviewOn: unknown },
  now: Date = new Date(),
): Promise<CertificateRow> {
  assertCan(actor, "certificate.suspend");
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  const parsed = suspensionSchema(isoDate(now, zone)).safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "reason");
      fieldErrors[key] ??= issue.message;
    }
    throw new AppError("validation", Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const current = await loadCertificateRow(db, certificateId);
  if (current.status !== "active" || current.expiryDate.getTime() <= now.getTime()) {
    throw new AppError("conflict", certificateMessages.notSuspendable);
  }
  const { reason, reviewOn } = parsed.data;
  let row: CertificateRow;
  try {
    row = await db.transaction(async (tx) => {
      const suspended = await setCertificateStatus(
        tx,
        current,
        "suspended",
        { viewer: actor },
        {
          changes: {
            suspendedAt: now,
            suspendedBy: actor.user.id,
            suspensionReason: reason,
            suspensionReviewOn: reviewOn,
          },
          audit: {
            action: "certificate_suspended",
            details: { reason, reviewOn, activeRole: actor.activeRole },
          },
        },
      );
      await recordTimelineNote(tx, {
        applicationId: suspended.applicationId,
        actorId: actor.user.id,
        note: notificationText(n.timelineSuspended, {
          number: suspended.certificateNumber,
          reason,
        }),
      });
      await createNotification(tx, {
        userId: suspended.businessId,
        type: "certificate_status_change",
        message: notificationSentences(
          notificationText(n.suspended, { number: suspended.certificateNumber }),
          notificationText(n.reason, { reason }),
          notificationText(n.mayAppealWithin, { days: APPEAL_WINDOW_DAYS }),
        ),
        link: certificateViewPath(suspended.id),
      });
      await emailBusinessAboutCertificate(tx, suspended, {
        subject: `Certificate ${suspended.certificateNumber} suspended`,
        headline: "Your certificate has been suspended",
        paragraphs: [
          `We have suspended certificate ${suspended.certificateNumber} on ${formatDay(isoDate(now, zone))}.`,
          `Reason: ${reason}`,
          "While it is suspended your business is not accredited: the public verification page shows the certificate as suspended, the directory does not list the business, and the certificate cannot be renewed.",
          `We will review the suspension on ${formatDay(reviewOn)}. We may then reinstate the certificate or revoke it.`,
          `If you believe the decision is wrong, you may appeal within ${APPEAL_WINDOW_DAYS} days from the certificate's page in your dashboard. A panel of committee members who took no part in the decision decides.`,
        ],
      });
      return suspended;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, certificateId }, "certificate suspension failed");
    throw new AppError("failed", certificateMessages.suspendFailed);
  }
  publicContentChanged("certificate suspended");
  return row;
}

/**
 * Suspending asks first (two posts, works without JavaScript): a complete
 * form without `confirm: "yes"` from someone who may suspend answers the
 * confirmation step; everything else goes to `suspendCertificate`.
 */
export async function suspendAfterConfirming(
  db: Database,
  actor: Viewer,
  certificateId: string,
  input: { reason: string; reviewOn: string; confirm?: string },
): Promise<{ confirm: { reason: string; reviewOn: string } } | { suspended: CertificateRow }> {
  if (input.confirm !== "yes" && can(actor, "certificate.suspend")) {
    const zone = getEnv().PROGRAMME_TIME_ZONE;
    const parsed = suspensionSchema(isoDate(new Date(), zone)).safeParse(input);
    if (parsed.success) return { confirm: parsed.data };
  }
  return { suspended: await suspendCertificate(db, actor, certificateId, input) };
}

import { and, asc, eq, or } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { recordStatusChange, recordTimelineNote } from "~/modules/applications/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
} from "~/modules/notifications/index.server";
import { certificateNotificationMessages as n } from "./certificate-notifications";
import { assertCan, type Viewer } from "~/modules/permissions";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { certificateMessages } from "./certificate-messages";
import type { CertificateRow } from "./certificate-record.server";
import { certificateViewPath } from "./certificate-rules";
import { setCertificateStatus } from "./set-certificate-status.server";
import { emailBusinessAboutCertificate, loadCertificateRow } from "./suspend-certificate.server";
import { reinstatementNoteSchema } from "./suspension-schema";

const clearedSuspension = {
  suspendedAt: null,
  suspendedBy: null,
  suspensionReason: null,
  suspensionReviewOn: null,
} as const;
const clearedRevocation = { revokedAt: null, revokedBy: null, revocationReason: null } as const;

/**
 * Puts a suspended or revoked certificate back in force inside the caller's
 * transaction: staff reinstating a suspension (`certificate.reinstate`), or an
 * appeal the panel upheld (`system:appeal-upheld`, decision 057). The
 * certificate's writer clears the credential's suspension (or revocation)
 * bit; the suspension or revocation facts are cleared from the row (the audit
 * log keeps them). A revoked certificate's applications, returned to
 * approved by the revocation, become certified again. Writes the audit log,
 * the timeline and a notification; the caller sends the e-mail.
 */
export async function reinstateCertificateWithin(
  tx: Executor,
  certificate: CertificateRow,
  by: { viewer: Viewer } | { event: "system:appeal-upheld"; actorId: string | null },
  note: string,
): Promise<CertificateRow> {
  const from = certificate.status;
  const actorId = "viewer" in by ? by.viewer.user.id : by.actorId;
  const row = await setCertificateStatus(tx, certificate, "active", by, {
    changes: from === "revoked" ? clearedRevocation : clearedSuspension,
    audit: {
      action: "certificate_reinstated",
      details: { from, note, by: "viewer" in by ? by.viewer.activeRole : by.event },
    },
  });
  if (from === "revoked") {
    const approved = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.status, "approved"),
          or(eq(applications.id, row.applicationId), eq(applications.certificateId, row.id)),
        ),
      )
      .orderBy(asc(applications.createdAt), asc(applications.id))
      .for("update");
    for (const application of approved) {
      await recordStatusChange(tx, {
        application,
        by: { event: "system:appeal-upheld", actorId },
        to: "certified",
        note,
        details: { certificateId: row.id },
      });
    }
  }
  if (from !== "revoked") {
    await recordTimelineNote(tx, {
      applicationId: row.applicationId,
      actorId,
      note: notificationText(n.timelineReinstated, {
        number: row.certificateNumber,
        hasNote: note.trim() ? "yes" : "no",
        note,
      }),
    });
  }
  await createNotification(tx, {
    userId: row.businessId,
    type: "certificate_status_change",
    message: notificationSentences(
      notificationText(n.backInForce, { number: row.certificateNumber }),
      ...(note.trim() ? [notificationText(n.note, { note })] : []),
    ),
    link: certificateViewPath(row.id),
  });
  return row;
}

/**
 * Staff reinstate a suspended certificate (decision 056), with an optional
 * note: the certificate is in force again at once (verification, directory,
 * seal, the credential's suspension bit), the business is told by e-mail.
 */
export async function reinstateCertificate(
  db: Database,
  actor: Viewer,
  certificateId: string,
  input: { note?: unknown },
): Promise<CertificateRow> {
  assertCan(actor, "certificate.reinstate");
  const parsed = reinstatementNoteSchema.safeParse(input.note ?? "");
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? certificateMessages.reinstateNoteTooLong;
    throw new AppError("validation", message, { note: message });
  }
  const current = await loadCertificateRow(db, certificateId);
  if (current.status !== "suspended")
    throw new AppError("conflict", certificateMessages.notSuspended);
  let row: CertificateRow;
  try {
    row = await db.transaction(async (tx) => {
      const reinstated = await reinstateCertificateWithin(
        tx,
        current,
        { viewer: actor },
        parsed.data,
      );
      await emailBusinessAboutCertificate(tx, reinstated, {
        subject: `Certificate ${reinstated.certificateNumber} reinstated`,
        headline: "Your certificate is back in force",
        paragraphs: [
          `We have lifted the suspension of certificate ${reinstated.certificateNumber}.`,
          ...(parsed.data ? [parsed.data] : []),
          "Your business is accredited again: the verification page shows the certificate as valid and the directory lists the business.",
        ],
      });
      return reinstated;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, certificateId }, "certificate reinstatement failed");
    throw new AppError("failed", certificateMessages.reinstateFailed);
  }
  publicContentChanged("certificate reinstated");
  return row;
}

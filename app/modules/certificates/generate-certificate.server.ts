import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { applications, certificates, certificateSequences, profiles } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Database, Transaction } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { sentence } from "~/lib/sentence";
import type { ApplicationRow, Viewer } from "~/modules/applications/application-access.server";
import { writeAuditLog } from "~/modules/audit-log/write-audit-log.server";
import { assertCan } from "~/modules/permissions/policy";
import { enqueueEmail } from "~/modules/mail/enqueue-email.server";
import { createNotification } from "~/modules/notifications/create-notification.server";
import { certificateMessages } from "./certificate-messages";
import { uuidPattern, type CertificateRow } from "./certificate-record.server";
import {
  certificateMachine,
  certificateViewPath,
  expiryAfter,
  formatCertificateDate,
  formatCertificateNumber,
} from "./certificate-rules";
import { updateApplicationAfterCertificate } from "./update-application-after-certificate.server";
import { publicContentChanged } from "~/modules/public-cache/public-content-changed.server";

export type GenerateCertificateResult = {
  certificate: CertificateRow;
  /** False when the application already had a certificate (it is returned instead). */
  created: boolean;
};

/** 32 random bytes, URL-safe: 256 bits, unguessable. */
export function newVerificationCode(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function verificationUrlFor(code: string): string {
  return `${getEnv().baseUrl}/verify/${code}`;
}

/** SPEC §4/§5: approved or certified, and the membership fee paid. */
export function assertCertifiable(application: Pick<ApplicationRow, "status" | "paymentStatus">) {
  if (application.status !== "approved" && application.status !== "certified") {
    throw new AppError("conflict", certificateMessages.notApproved);
  }
  if (application.paymentStatus !== "membership-fee-paid") {
    throw new AppError("conflict", certificateMessages.membershipUnpaid);
  }
}

/** Thrown inside the transaction when a concurrent generation won: rolls it back. */
class AlreadyIssued extends Error {}

async function findForApplication(db: Database | Transaction, applicationId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.applicationId, applicationId));
  return row;
}

/**
 * Issues the certificate of an approved application (administrator or
 * committee). One certificate per application: an existing one is returned
 * (also when two generations race: the application row is locked, the insert
 * is ON CONFLICT (application_id) DO NOTHING, and the loser reads the winner's).
 * The number YEAR-NNNNN comes from the per-year counter advanced atomically in
 * the same transaction (and is UNIQUE in the database). The applicant gets a
 * `certificate_issued` notification and e-mail in that transaction. The
 * application then becomes certified in its own transaction; a failure there
 * is only logged (SPEC §4).
 */
export async function generateCertificate(
  db: Database,
  actor: Viewer,
  applicationId: string,
): Promise<GenerateCertificateResult> {
  assertCan(actor, "certificate.generate");
  if (!uuidPattern.test(applicationId)) {
    throw new AppError("not_found", certificateMessages.applicationNotFound);
  }
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new AppError("not_found", certificateMessages.applicationNotFound);
  assertCertifiable(application);
  if (application.certificateId) {
    // A renewal renews its linked certificate (decision 023); it never gets a second one.
    const [linked] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.id, application.certificateId));
    if (linked) return { certificate: linked, created: false };
  }
  const existing = await findForApplication(db, applicationId);
  if (existing) return { certificate: existing, created: false };

  let certificate: CertificateRow;
  try {
    certificate = await db.transaction(async (tx) => {
      // Generations for one application run one after the other from here.
      const [locked] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for("update");
      if (!locked) throw new AppError("not_found", certificateMessages.applicationNotFound);
      assertCertifiable(locked);
      if (await findForApplication(tx, applicationId)) throw new AlreadyIssued();

      const issueDate = new Date();
      const year = issueDate.getUTCFullYear();
      const [sequence] = await tx
        .insert(certificateSequences)
        .values({ year, lastValue: 1 })
        .onConflictDoUpdate({
          target: certificateSequences.year,
          set: { lastValue: sql`"certificate_sequences"."last_value" + 1` },
        })
        .returning({ lastValue: certificateSequences.lastValue });
      const code = newVerificationCode();
      const [created] = await tx
        .insert(certificates)
        .values({
          applicationId,
          businessId: locked.applicantId,
          certificateNumber: formatCertificateNumber(year, sequence!.lastValue),
          issueDate,
          expiryDate: expiryAfter(issueDate),
          status: certificateMachine.initial,
          verificationCode: code,
          verificationUrl: verificationUrlFor(code),
          createdBy: actor.user.id,
        })
        .onConflictDoNothing({ target: certificates.applicationId })
        .returning();
      if (!created) throw new AlreadyIssued();

      await writeAuditLog(tx, {
        entityType: "certificate",
        entityId: created.id,
        action: "certificate_generated",
        actorId: actor.user.id,
        details: {
          applicationId,
          certificateNumber: created.certificateNumber,
          activeRole: actor.activeRole,
        },
      });
      const link = certificateViewPath(created.id);
      await createNotification(tx, {
        userId: locked.applicantId,
        type: "certificate_issued",
        message: sentence(
          `Certificate ${created.certificateNumber} has been issued to ${locked.businessName}`,
        ),
        link,
      });
      const [applicant] = await tx
        .select({ name: profiles.name, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, locked.applicantId));
      const baseUrl = getEnv().baseUrl;
      await enqueueEmail(tx, applicant?.email || locked.contactEmail, "certificate-issued", {
        name: applicant?.name || locked.contactName,
        businessName: locked.businessName,
        certificateNumber: created.certificateNumber,
        issueDate: formatCertificateDate(created.issueDate),
        expiryDate: formatCertificateDate(created.expiryDate),
        verificationUrl: created.verificationUrl,
        certificatesUrl: `${baseUrl}/dashboard/certificates`,
      });
      return created;
    });
  } catch (error) {
    if (error instanceof AlreadyIssued) {
      const winner = await findForApplication(db, applicationId);
      if (winner) return { certificate: winner, created: false };
    }
    if (error instanceof AppError) throw error;
    logger.error({ err: error, applicationId }, "certificate generation failed");
    throw new AppError("failed", certificateMessages.generateFailed);
  }
  // Committed: the new business is in the directory and verifies at once.
  publicContentChanged("certificate issued");

  await updateApplicationAfterCertificate(db, {
    applicationId,
    actorId: actor.user.id,
    from: "approved",
    to: "certified",
    event: "system:certificate-generated",
    note: `Certificate ${certificate.certificateNumber} issued`,
    details: { certificateId: certificate.id, activeRole: actor.activeRole },
  });
  return { certificate, created: true };
}

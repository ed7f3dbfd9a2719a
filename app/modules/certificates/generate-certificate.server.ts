import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { applications, certificates, certificateSequences, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import { recordStatusChange, type ApplicationRow } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { enqueueEmail } from "~/modules/mail/index.server";
import {
  createNotification,
  notificationSentences,
  notificationText,
} from "~/modules/notifications/index.server";
import { certificateNotificationMessages as n } from "./certificate-notifications";
import { certificateMessages } from "./certificate-messages";
import { uuidPattern } from "~/lib/uuid";
import type { CertificateRow } from "./certificate-record.server";
import {
  certificateMachine,
  certificateViewPath,
  expiryAfter,
  formatCertificateNumber,
} from "./certificate-rules";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { issueCertificateCredential } from "~/modules/credentials/index.server";

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

async function findForApplication(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.applicationId, applicationId));
  return row;
}

/** Who issues: staff (`generateCertificate`), or the system on a payment on behalf of `actorId`. */
export type IssuedBy = {
  actorId: string | null;
  /** Extra audit details (the active role, the payment that caused it). */
  details?: Record<string, unknown>;
};

/**
 * The one way a certificate is issued, inside the caller's transaction
 * (decision 051): the application row is locked (issuances for one
 * application run one after the other), it must be approved or certified with
 * the membership fee paid (SPEC §4/§5), and a certificate it already has — or,
 * for a renewal, the certificate it renews — is returned instead. Otherwise a
 * new active certificate valid one year: the number YEAR-NNNNN from the
 * per-year counter advanced in this transaction (UNIQUE in the database), an
 * audit_log row, the `certificate_issued` notification and e-mail, and the
 * application becomes certified (`system:certificate-generated`) — all in
 * this transaction. The caller tells the public pages after its commit when
 * `created` is true.
 */
export async function issueCertificate(
  tx: Executor,
  applicationId: string,
  by: IssuedBy,
): Promise<GenerateCertificateResult> {
  const [locked] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
  if (!locked) throw new AppError("not_found", certificateMessages.applicationNotFound);
  assertCertifiable(locked);
  if (locked.certificateId) {
    // A renewal renews its linked certificate (decision 023); it never gets a second one.
    const [linked] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, locked.certificateId));
    if (linked) return { certificate: linked, created: false };
  }
  const existing = await findForApplication(tx, applicationId);
  if (existing) return { certificate: existing, created: false };

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
      accreditedSince: issueDate,
      status: certificateMachine.initial,
      verificationCode: code,
      verificationUrl: verificationUrlFor(code),
      createdBy: by.actorId,
      // The facts as certified, fixed from now on (decision 066).
      businessName: locked.businessName,
      businessAddress: locked.businessAddress,
    })
    .onConflictDoNothing({ target: certificates.applicationId })
    .returning();
  if (!created) {
    // Not reached while every issuance locks the application first; kept as a guard.
    const winner = await findForApplication(tx, applicationId);
    if (winner) return { certificate: winner, created: false };
    throw new AppError("failed", certificateMessages.generateFailed);
  }
  // Its signed Open Badges credential, in the same transaction (decision 052).
  await issueCertificateCredential(tx, created);

  await writeAuditLog(tx, {
    entityType: "certificate",
    entityId: created.id,
    action: "certificate_generated",
    actorId: by.actorId,
    details: { applicationId, certificateNumber: created.certificateNumber, ...by.details },
  });
  const link = certificateViewPath(created.id);
  await createNotification(tx, {
    userId: locked.applicantId,
    type: "certificate_issued",
    message: notificationSentences(
      notificationText(n.issued, {
        number: created.certificateNumber,
        businessName: locked.businessName,
      }),
    ),
    link,
  });
  const [applicant] = await tx
    .select({ name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, locked.applicantId));
  const baseUrl = getEnv().baseUrl;
  await enqueueEmail(
    tx,
    applicant?.email || locked.contactEmail,
    "certificate-issued",
    {
      name: applicant?.name || locked.contactName,
      businessName: locked.businessName,
      certificateNumber: created.certificateNumber,
      // Calendar days, written in the recipient's language by the template.
      issueDate: isoDate(created.issueDate),
      expiryDate: isoDate(created.expiryDate),
      verificationUrl: created.verificationUrl,
      certificatesUrl: `${baseUrl}/dashboard/certificates`,
    },
    { localeOfAccount: locked.applicantId },
  );
  // SPEC §4: generating certifies the application, in the same transaction (decision 051).
  if (locked.status === "approved") {
    await recordStatusChange(tx, {
      application: locked,
      by: { event: "system:certificate-generated", actorId: by.actorId },
      to: "certified",
      note: `Certificate ${created.certificateNumber} issued`,
      details: { certificateId: created.id, ...by.details },
    });
  }
  return { certificate: created, created: true };
}

/**
 * Issues the certificate when the application is due one (decision 051): a
 * first application (not a renewal: renewals complete through
 * `completeRenewalIfDue`) that is approved, has the membership fee paid and
 * has no certificate yet. Called in the transaction of the change that made it
 * due (the membership payment, or an approval after the fee was paid); returns
 * null when nothing was due.
 */
export async function issueCertificateIfDue(
  tx: Executor,
  applicationId: string,
  by: IssuedBy,
): Promise<GenerateCertificateResult | null> {
  const [application] = await tx
    .select({
      status: applications.status,
      paymentStatus: applications.paymentStatus,
      certificateId: applications.certificateId,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (
    !application ||
    application.certificateId ||
    application.status !== "approved" ||
    application.paymentStatus !== "membership-fee-paid"
  ) {
    return null;
  }
  const result = await issueCertificate(tx, applicationId, by);
  return result.created ? result : null;
}

/**
 * Staff issue the certificate of an approved application by hand
 * (administrator or committee): the edge cases the payment does not cover
 * (a fee recorded before issuance was automatic, a waived fee). One
 * certificate per application: an existing one is returned (also when two
 * generations race: the application row is locked in `issueCertificate`).
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

  let result: GenerateCertificateResult;
  try {
    result = await db.transaction((tx) =>
      issueCertificate(tx, applicationId, {
        actorId: actor.user.id,
        details: { activeRole: actor.activeRole },
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error, applicationId }, "certificate generation failed");
    throw new AppError("failed", certificateMessages.generateFailed);
  }
  // Committed: the new business is in the directory and verifies at once.
  if (result.created) publicContentChanged("certificate issued");
  return result;
}

import { uuidPattern } from "~/lib/uuid";
import { and, desc, eq, sql } from "drizzle-orm";
import { appeals, applications, applicationStatusHistory, certificates } from "~/db/schema";
import { appealDeadline, type AppealKind } from "~/domain/appeal-status";
import type { Executor } from "~/lib/db.server";

export type AppealSubject = { certificateId: string } | { applicationId: string };

/** The application a page has already read (its scoped look-up): not read again. */
export type LoadedApplication = Pick<
  typeof applications.$inferSelect,
  "id" | "status" | "applicantId" | "businessName"
>;

/** A decision that may be appealed, read from its record (decision 057). */
export type AppealableDecision = {
  kind: AppealKind;
  applicationId: string;
  certificateId: string | null;
  businessId: string;
  businessName: string;
  /** What is appealed, in words: the certificate number or the business's application. */
  subjectLabel: string;
  /** The certificate's number for a revocation or suspension, null for a rejection. */
  certificateNumber: string | null;
  decisionAt: Date;
  deadline: Date;
  /** The reason recorded with the decision, when there is one. */
  reason: string | null;
};

/**
 * The decision standing on a certificate (revoked or suspended) or an
 * application (rejected), or null when there is none to appeal. The instant
 * counted from: `revoked_at`, `suspended_at`, or the last status change to
 * rejected.
 */
export async function findAppealableDecision(
  db: Executor,
  subject: AppealSubject | { application: LoadedApplication },
): Promise<AppealableDecision | null> {
  if ("certificateId" in subject) {
    if (!uuidPattern.test(subject.certificateId)) return null;
    const [row] = await db
      .select({ certificate: certificates, businessName: applications.businessName })
      .from(certificates)
      .innerJoin(applications, eq(applications.id, certificates.applicationId))
      .where(eq(certificates.id, subject.certificateId));
    if (!row) return null;
    const c = row.certificate;
    const decided =
      c.status === "revoked" && c.revokedAt
        ? { kind: "revocation" as const, at: c.revokedAt, reason: c.revocationReason }
        : c.status === "suspended" && c.suspendedAt
          ? { kind: "suspension" as const, at: c.suspendedAt, reason: c.suspensionReason }
          : null;
    if (!decided) return null;
    return {
      kind: decided.kind,
      applicationId: c.applicationId,
      certificateId: c.id,
      businessId: c.businessId,
      businessName: row.businessName,
      subjectLabel: `Certificate ${c.certificateNumber}`,
      certificateNumber: c.certificateNumber,
      decisionAt: decided.at,
      deadline: appealDeadline(decided.at),
      reason: decided.reason ?? null,
    };
  }
  let application: LoadedApplication | undefined;
  if ("application" in subject) application = subject.application;
  else {
    if (!uuidPattern.test(subject.applicationId)) return null;
    [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, subject.applicationId));
  }
  if (!application || application.status !== "rejected") return null;
  const [rejection] = await db
    .select({ at: applicationStatusHistory.createdAt, note: applicationStatusHistory.note })
    .from(applicationStatusHistory)
    .where(
      and(
        eq(applicationStatusHistory.applicationId, application.id),
        eq(applicationStatusHistory.toStatus, "rejected"),
      ),
    )
    .orderBy(desc(applicationStatusHistory.createdAt), desc(applicationStatusHistory.seq))
    .limit(1);
  if (!rejection) return null;
  return {
    kind: "rejection",
    applicationId: application.id,
    certificateId: null,
    businessId: application.applicantId,
    businessName: application.businessName,
    subjectLabel: `The application of ${application.businessName}`,
    certificateNumber: null,
    decisionAt: rejection.at,
    deadline: appealDeadline(rejection.at),
    reason: rejection.note ?? null,
  };
}

/** The appeal already lodged against this decision, if any. */
export async function findAppealOfDecision(
  db: Executor,
  decision: Pick<AppealableDecision, "kind" | "applicationId" | "certificateId" | "decisionAt">,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(
      and(
        eq(appeals.kind, decision.kind),
        eq(appeals.applicationId, decision.applicationId),
        sql`coalesce(${appeals.certificateId}::text, '') = ${decision.certificateId ?? ""}`,
        eq(appeals.decisionAt, decision.decisionAt),
      ),
    );
  return row ?? null;
}

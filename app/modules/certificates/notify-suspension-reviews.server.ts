import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { applications, certificates, profiles, suspensionReviewNotices } from "~/db/schema";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDay, isoDate } from "~/lib/format";
import { holdsAnyRole } from "~/lib/role-holders.server";
import type { ScheduledJob } from "~/lib/scheduler.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { certificateNotificationMessages as n } from "./certificate-notifications";
import { audienceRoles } from "~/modules/permissions";
import type { CertificateRow } from "./certificate-record.server";
import { certificateViewPath } from "./certificate-rules";

export type SuspensionReviewReport = {
  /** Suspensions whose review notice went out in this run. */
  noticed: number;
};

/**
 * Who is e-mailed that a suspension is due for review: the staff member who
 * suspended it (they set the date), while their account is active and they
 * may still reinstate or revoke; otherwise every active administrator.
 */
async function reviewRecipients(
  tx: Executor,
  suspendedBy: string | null,
): Promise<{ email: string; name: string }[]> {
  const reviewers = holdsAnyRole(audienceRoles("suspensionReviewers"));
  const active = eq(profiles.status, "active");
  if (suspendedBy) {
    const [suspender] = await tx
      .select({ email: profiles.email, name: profiles.name })
      .from(profiles)
      .where(and(eq(profiles.id, suspendedBy), active, reviewers));
    if (suspender?.email.trim()) return [suspender];
  }
  const office = await tx
    .select({ email: profiles.email, name: profiles.name })
    .from(profiles)
    .where(and(active, holdsAnyRole(audienceRoles("programmeOffice"))))
    .orderBy(asc(profiles.email));
  return office.filter((p) => p.email.trim() !== "");
}

/** One suspension's notice, inside its transaction; false when it is no longer due or was sent. */
async function noticeOne(tx: Executor, certificateId: string, today: string): Promise<boolean> {
  const zone = getEnv().PROGRAMME_TIME_ZONE;
  const [certificate] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.id, certificateId))
    .for("update");
  const row: CertificateRow | undefined = certificate;
  // Reinstated, revoked or re-dated since the list was read: nothing to tell.
  if (row?.status !== "suspended" || !row.suspendedAt || !row.suspensionReviewOn) return false;
  if (row.suspensionReviewOn > today) return false;
  const [entry] = await tx
    .insert(suspensionReviewNotices)
    .values({ certificateId: row.id, suspendedAt: row.suspendedAt })
    .onConflictDoNothing()
    .returning({ certificateId: suspensionReviewNotices.certificateId });
  if (!entry) return false;

  const [application] = await tx
    .select({ businessName: applications.businessName })
    .from(applications)
    .where(eq(applications.id, row.applicationId));
  const businessName = row.businessName || application?.businessName || "";
  const link = certificateViewPath(row.id);
  const reviewOn = formatDay(row.suspensionReviewOn);
  await notifyRole(tx, audienceRoles("suspensionReviewers"), {
    type: "suspension_review_due",
    message: notificationText(n.suspensionReviewDue, {
      number: row.certificateNumber,
      businessName,
      reviewOn: { day: row.suspensionReviewOn },
    }),
    link,
  });
  const url = `${getEnv().baseUrl}${link}`;
  for (const { email, name } of await reviewRecipients(tx, row.suspendedBy)) {
    await enqueueEmail(tx, email, "decision-notice", {
      name,
      subject: `Suspension review due: certificate ${row.certificateNumber}`,
      headline: "A suspension is due for review",
      paragraphs: [
        `Certificate ${row.certificateNumber} of ${businessName} has been suspended since ${formatDay(isoDate(row.suspendedAt, zone))}; its review date, ${reviewOn}, has come.`,
        `Reason given: ${row.suspensionReason ?? ""}`,
        "The certificate stays suspended until staff decide: reinstate it if the matter is resolved, or revoke it. Nothing changes by itself.",
      ],
      actionLabel: "Review the certificate",
      actionUrl: url,
    });
  }
  await writeAuditLog(tx, {
    entityType: "certificate",
    entityId: row.id,
    action: "certificate_suspension_review_due",
    actorId: null,
    details: {
      certificateNumber: row.certificateNumber,
      reviewOn: row.suspensionReviewOn,
      suspendedAt: row.suspendedAt.toISOString(),
    },
  });
  return true;
}

/**
 * Tells staff when a suspension's review date has come (decision 056;
 * ISO/IEC 17065 §7.11.4: a suspension is reviewed, then lifted or turned
 * into a withdrawal). Never reinstates: the certificate stays suspended
 * until staff act. The ledger (`suspension_review_notices`, one row per
 * certificate and suspension instant) is written in the transaction that
 * queues the notice, so it goes out once across processes and runs; a run
 * after downtime tells every review that came meanwhile, once; a later
 * suspension of the same certificate gets its own notice. "Come" is a
 * calendar day in the programme's time zone.
 */
export async function notifySuspensionReviews(
  db: Database,
  now: Date = new Date(),
): Promise<SuspensionReviewReport> {
  const today = isoDate(now, getEnv().PROGRAMME_TIME_ZONE);
  const due = await db
    .select({ id: certificates.id })
    .from(certificates)
    .leftJoin(
      suspensionReviewNotices,
      and(
        eq(suspensionReviewNotices.certificateId, certificates.id),
        eq(suspensionReviewNotices.suspendedAt, certificates.suspendedAt),
      ),
    )
    .where(
      and(
        eq(certificates.status, "suspended"),
        lte(certificates.suspensionReviewOn, today),
        // Not yet noticed for this suspension.
        isNull(suspensionReviewNotices.certificateId),
      ),
    )
    .orderBy(asc(certificates.suspensionReviewOn), asc(certificates.id));
  const report: SuspensionReviewReport = { noticed: 0 };
  for (const { id } of due) {
    if (await db.transaction((tx) => noticeOne(tx, id, today))) report.noticed++;
  }
  return report;
}

/** The scheduler's job: suspension reviews that have come (decision 056). */
export const suspensionReviewJob: ScheduledJob<SuspensionReviewReport> = {
  name: "suspension-reviews-due",
  intervalMs: 60 * 60_000,
  run: ({ db, now }) => notifySuspensionReviews(db, now),
};

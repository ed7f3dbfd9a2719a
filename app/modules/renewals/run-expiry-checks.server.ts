import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { applications, certificateReminders, certificates, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { runScheduledJob, type ScheduledJob } from "~/lib/scheduler.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import type { CertificateRow } from "~/modules/certificates/index.server";
import { certificateViewPath } from "~/modules/certificates";
import { publicContentChanged } from "~/modules/public-cache/index.server";
import { setCertificateStatus } from "~/modules/certificates/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { renewalNotificationMessages as n } from "./renewal-notifications";
import {
  addDays,
  daysToExpiry,
  EXPIRED_THRESHOLD,
  mayNeedWork,
  openRenewalStatuses,
  type ExpiryCandidate,
  REMINDER_THRESHOLDS,
  reminderThresholdFor,
  RENEWAL_GRACE_DAYS,
  renewPath,
} from "./renewal-rules";
import { isoDate } from "~/lib/format";

export type ExpiryCheckReport = {
  ranAt: string;
  /** Certificate numbers that became expired. */
  expired: string[];
  /** Reminders and expired notices written to the ledger by this run. */
  notices: { certificateNumber: string; threshold: number; daysLeft: number; sent: boolean }[];
  /** Due notices this run did not send, and why. */
  skipped: { certificateNumber: string; threshold: number; reason: string }[];
  /** Certificates looked at. */
  checked: number;
  /** Of those, the ones that may have needed work, locked and decided on one by one. */
  examined: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry job's edge; the writer records `certificate_expired` (no actor) with it. */
function expire(tx: Executor, certificate: CertificateRow): Promise<CertificateRow> {
  return setCertificateStatus(
    tx,
    certificate,
    "expired",
    { event: "system:expiry", actorId: null },
    { audit: { action: "certificate_expired" } },
  );
}

export const skipReasons = {
  renewalSubmitted: "a renewal has been submitted",
  noRecipient: "the business has no e-mail address (logged, not sent)",
} as const;

type Candidate = Pick<CertificateRow, "id"> & ExpiryCandidate;

/**
 * Certificates the job looks at: active or expired, with an expiry from the
 * grace period ago to just beyond the first reminder (bounded read), with the
 * notices the ledger already holds for their current expiry date (matched
 * as the app reads dates, to the millisecond, as the ledger stores them).
 */
async function candidates(db: Executor, now: Date): Promise<Candidate[]> {
  const from = new Date(now.getTime() - (RENEWAL_GRACE_DAYS + 1) * DAY_MS);
  const to = new Date(now.getTime() + (REMINDER_THRESHOLDS[0] + 2) * DAY_MS);
  const inWindow = and(
    inArray(certificates.status, ["active", "expired"]),
    gte(certificates.expiryDate, from),
    lte(certificates.expiryDate, to),
  );
  const rows = await db
    .select({
      id: certificates.id,
      status: certificates.status,
      expiryDate: certificates.expiryDate,
    })
    .from(certificates)
    .where(inWindow)
    .orderBy(asc(certificates.expiryDate));
  const ledger = await db
    .select({
      certificateId: certificateReminders.certificateId,
      expiryDate: certificateReminders.expiryDate,
      threshold: certificateReminders.threshold,
    })
    .from(certificateReminders)
    .innerJoin(certificates, eq(certificates.id, certificateReminders.certificateId))
    .where(inWindow);
  const sent = new Map<string, number[]>();
  for (const row of ledger) {
    const key = `${row.certificateId}|${row.expiryDate.getTime()}`;
    const thresholds = sent.get(key);
    if (thresholds) thresholds.push(row.threshold);
    else sent.set(key, [row.threshold]);
  }
  return rows.map((row) => ({
    ...row,
    sentThresholds: sent.get(`${row.id}|${row.expiryDate.getTime()}`) ?? [],
  }));
}

async function hasOpenRenewal(db: Executor, certificateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.certificateId, certificateId),
        inArray(applications.status, openRenewalStatuses),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function recipientOf(db: Executor, certificate: CertificateRow) {
  const [row] = await db
    .select({
      name: profiles.name,
      email: profiles.email,
      contactEmail: applications.contactEmail,
      contactName: applications.contactName,
      businessName: applications.businessName,
    })
    .from(certificates)
    .leftJoin(profiles, eq(profiles.id, certificates.businessId))
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(eq(certificates.id, certificate.id));
  return {
    email: row?.email?.trim() || row?.contactEmail?.trim() || null,
    name: row?.name?.trim() || row?.contactName?.trim() || "there",
    businessName: row?.businessName?.trim() || "your business",
  };
}

/** Writes the ledger row; false when another run (or an earlier one) already did. */
async function claimNotice(
  tx: Executor,
  certificate: CertificateRow,
  threshold: number,
  daysLeft: number,
): Promise<string | null> {
  const [row] = await tx
    .insert(certificateReminders)
    .values({
      certificateId: certificate.id,
      expiryDate: certificate.expiryDate,
      threshold,
      daysLeft,
    })
    .onConflictDoNothing({
      target: [
        certificateReminders.certificateId,
        certificateReminders.expiryDate,
        certificateReminders.threshold,
      ],
    })
    .returning({ id: certificateReminders.id });
  return row?.id ?? null;
}

/**
 * One certificate in one transaction, with its row locked (concurrent runs
 * take turns; the ledger's unique key is the backstop): expire it when its
 * time has come, then send the notice that is due (the expired notice, or
 * the reminder of the smallest threshold reached) unless the ledger already
 * has it. Reminders stop while a renewal is open; the expired notice does not.
 */
async function checkCertificate(
  db: Database,
  id: string,
  now: Date,
  report: ExpiryCheckReport,
): Promise<void> {
  const env = getEnv();
  const timeZone = env.PROGRAMME_TIME_ZONE;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, id))
      .for("update");
    if (!locked || locked.status === "revoked") return;
    let certificate = locked;
    if (certificate.status === "active" && certificate.expiryDate.getTime() <= now.getTime()) {
      try {
        certificate = await expire(tx, certificate);
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict") return;
        throw error;
      }
      report.expired.push(certificate.certificateNumber);
    }

    const daysLeft = daysToExpiry(certificate.expiryDate, now, timeZone);
    const expired = certificate.expiryDate.getTime() <= now.getTime();
    const threshold = expired ? EXPIRED_THRESHOLD : reminderThresholdFor(daysLeft);
    if (threshold === null) return;
    const renewalOpen = await hasOpenRenewal(tx, certificate.id);
    if (!expired && renewalOpen) {
      const [already] = await tx
        .select({ id: certificateReminders.id })
        .from(certificateReminders)
        .where(
          and(
            eq(certificateReminders.certificateId, certificate.id),
            eq(certificateReminders.expiryDate, certificate.expiryDate),
            eq(certificateReminders.threshold, threshold),
          ),
        );
      if (!already) {
        report.skipped.push({
          certificateNumber: certificate.certificateNumber,
          threshold,
          reason: skipReasons.renewalSubmitted,
        });
      }
      return;
    }
    const ledgerId = await claimNotice(tx, certificate, threshold, daysLeft);
    if (!ledgerId) return;

    const recipient = await recipientOf(tx, certificate);
    // Reminder dates are calendar dates in the programme's time zone (decision 016).
    const expiryDay = isoDate(certificate.expiryDate, timeZone);
    const graceEndsDay = addDays(expiryDay, RENEWAL_GRACE_DAYS);
    const renewUrl = `${env.baseUrl}${renewPath(certificate.id)}`;
    const certificatesUrl = `${env.baseUrl}/dashboard/certificates`;
    await createNotification(tx, {
      userId: certificate.businessId,
      type: expired ? "certificate_status_change" : "certificate_expiring",
      message: expired
        ? notificationText(n.expired, {
            number: certificate.certificateNumber,
            date: { day: expiryDay },
          })
        : notificationText(n.expiring, {
            number: certificate.certificateNumber,
            date: { day: expiryDay },
            days: daysLeft,
          }),
      link:
        expired || renewalOpen ? certificateViewPath(certificate.id) : renewPath(certificate.id),
    });
    let emailId: string | null = null;
    // Calendar days (programme time zone), written in the recipient's language by the template.
    const inTheirLanguage = { localeOfAccount: certificate.businessId };
    if (recipient.email) {
      emailId = expired
        ? await enqueueEmail(
            tx,
            recipient.email,
            "certificate-expired",
            {
              name: recipient.name,
              businessName: recipient.businessName,
              certificateNumber: certificate.certificateNumber,
              expiryDate: expiryDay,
              graceEndsOn: graceEndsDay,
              renewalInProgress: renewalOpen,
              renewUrl,
              certificatesUrl,
            },
            inTheirLanguage,
          )
        : await enqueueEmail(
            tx,
            recipient.email,
            "certificate-expiring",
            {
              name: recipient.name,
              businessName: recipient.businessName,
              certificateNumber: certificate.certificateNumber,
              expiryDate: expiryDay,
              daysLeft,
              graceEndsOn: graceEndsDay,
              renewUrl,
              certificatesUrl,
            },
            inTheirLanguage,
          );
      await tx
        .update(certificateReminders)
        .set({ emailId })
        .where(eq(certificateReminders.id, ledgerId));
    } else {
      // SPEC §7: with no recipient e-mail a reminder is logged and counts as not sent.
      logger.warn(
        { certificateId: certificate.id, threshold },
        "certificate notice not sent: no recipient e-mail",
      );
      report.skipped.push({
        certificateNumber: certificate.certificateNumber,
        threshold,
        reason: skipReasons.noRecipient,
      });
    }
    report.notices.push({
      certificateNumber: certificate.certificateNumber,
      threshold,
      daysLeft,
      sent: emailId !== null,
    });
  });
}

/**
 * The daily expiry check (SPEC §4, §7, §9; decision 024): expires what is
 * due and sends each reminder (60, 30, 7 days) and the expired notice (0)
 * exactly once per certificate and expiry date. Safe to run at any time, in
 * several processes at once, and after downtime (it sends the notice due
 * now, not stale ones).
 */
export async function runExpiryChecks(
  db: Database,
  now: Date = new Date(),
): Promise<ExpiryCheckReport> {
  const report: ExpiryCheckReport = {
    ranAt: now.toISOString(),
    expired: [],
    notices: [],
    skipped: [],
    checked: 0,
    examined: 0,
  };
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  for (const candidate of await candidates(db, now)) {
    report.checked += 1;
    if (mayNeedWork(candidate, now, timeZone)) {
      report.examined += 1;
      await checkCertificate(db, candidate.id, now, report);
    }
  }
  // Past the grace period nothing is sent, but an active certificate still expires.
  const stale = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.status, "active"),
        sql`${certificates.expiryDate} < ${new Date(now.getTime() - (RENEWAL_GRACE_DAYS + 1) * DAY_MS)}`,
      ),
    );
  for (const { id } of stale) await expireOnly(db, id, now, report);
  if (report.expired.length > 0) publicContentChanged("certificates expired");
  return report;
}

async function expireOnly(db: Database, id: string, now: Date, report: ExpiryCheckReport) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, id))
      .for("update");
    if (!locked || locked.status !== "active" || locked.expiryDate.getTime() > now.getTime())
      return;
    const row = await expire(tx, locked);
    report.expired.push(row.certificateNumber);
  });
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Through the app's scheduler (decision 015), hourly so the daily thresholds
 * are met early in the programme's day; each run handles whatever is due.
 */
export const certificateExpiryJob: ScheduledJob<ExpiryCheckReport> = {
  name: "certificate-expiry",
  intervalMs: HOUR_MS,
  run: async ({ db, now }) => {
    const report = await runExpiryChecks(db, now);
    if (report.expired.length > 0 || report.notices.length > 0) {
      logger.info(
        { expired: report.expired, notices: report.notices.length, skipped: report.skipped.length },
        "certificate expiry check",
      );
    }
    return report;
  },
};

export type ExpiryCheckNowResult =
  { ran: true; report: ExpiryCheckReport } | { ran: false; message: string };

export const expiryCheckMessages = {
  busy: "An expiry check is running right now. Try again in a minute.",
  failed: "The expiry check failed. Please try again.",
} as const;

/**
 * Staff run the expiry check now (SPEC §6 `run expiry checks`): the same job
 * through the scheduler's lease, so it never runs twice at once.
 */
export async function runExpiryCheckNow(
  db: Database,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<ExpiryCheckNowResult> {
  assertCan(viewer, "certificate.runExpiryChecks");
  const outcome = await runScheduledJob(certificateExpiryJob, { db, now, force: true });
  if (!outcome.ran) return { ran: false, message: expiryCheckMessages.busy };
  if (!outcome.ok) throw new AppError("failed", expiryCheckMessages.failed);
  await writeAuditLog(db, {
    entityType: "scheduled_job",
    entityId: certificateExpiryJob.name,
    action: "expiry_check_run",
    actorId: viewer.user.id,
    details: {
      expired: outcome.result.expired.length,
      notices: outcome.result.notices.length,
      skipped: outcome.result.skipped.length,
      activeRole: viewer.activeRole,
    },
  });
  return { ran: true, report: outcome.result };
}

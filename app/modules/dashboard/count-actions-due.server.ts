import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { applications, certificates, standardBallots, standardChanges } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { awaitingAudit } from "~/modules/audits/index.server";
import { certificateViewPath } from "~/modules/certificates";
import { countCertifiableApplications } from "~/modules/certificates/index.server";
import { countNewComplaints, countOverdueComplaints } from "~/modules/complaints/index.server";
import { getCorrectiveActionFigures } from "~/modules/corrective-actions/index.server";
import { getEnv } from "~/lib/env.server";
import { can, scopeFor, type Viewer } from "~/modules/permissions";
import { reviewQueueStatuses } from "~/modules/review";
import { complaintDeadlineDays } from "~/lib/site-config.server";

/** Certificates expiring within this many days are shown as needing action. */
export const EXPIRING_WITHIN_DAYS = 30;
const EXPIRING_SHOWN = 5;

export type ActionDue = {
  key:
    | "completeness"
    | "paymentsToConfirm"
    | "auditsToSchedule"
    | "reviewDecisions"
    | "certificatesToIssue"
    | "renewalsSubmitted"
    | "renewalsUnderReview"
    | "openBallots"
    | "proposalsToPublish"
    | "expiringCertificates"
    | "newComplaints"
    | "overdueComplaints"
    | "correctiveActionsToVerify"
    | "overdueCorrectiveActions";
  /** How many (the screen names the key: one plural message each, actions-due-panel.tsx). */
  count: number;
  /** The list showing exactly these records (a page and a filter it supports), when one exists. */
  href?: string;
};

export type ActionsDue = {
  items: ActionDue[];
  /** The certificates expiring soonest (the certificates list has no expiry filter). */
  expiring: {
    id: string;
    href: string;
    certificateNumber: string;
    businessName: string;
    /** ISO instant. */
    expiresAt: string;
  }[];
  /** The complaints' deadlines in business days (the complaints' hints), when counted. */
  complaintDays?: { acknowledge: number; resolve: number };
  /** Certificates expiring within this many days are counted (EXPIRING_WITHIN_DAYS). */
  expiringWithinDays: number;
  /** Closing time of the soonest open ballot (ISO), shown in `timeZone`. */
  nextBallotClosesAt: string | null;
  timeZone: string;
};

const countAll = sql<number>`count(*)::int`;

/**
 * What needs the programme office today, as counts computed in SQL, each
 * linking to the list that shows those records: applications awaiting the
 * completeness check (submitted), payments to confirm (payment pending),
 * audits to schedule (the schedule form's applications), decisions in the
 * review panel, certificates to issue (only while some remain), renewals
 * awaiting approval, ballots open on proposals, and
 * certificates expiring within 30 days. Each figure is counted only when the
 * viewer's scope covers every record of it and the policy lets them act.
 */
export async function countActionsDue(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<ActionsDue> {
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const seesAllApplications = scopeFor(viewer, "applications").kind === "all";
  const seesAllRenewals = scopeFor(viewer, "renewals").kind === "all";
  const seesAllCertificates = scopeFor(viewer, "certificates").kind === "all";
  const items: ActionDue[] = [];
  const result: ActionsDue = {
    items,
    expiring: [],
    nextBallotClosesAt: null,
    timeZone,
    expiringWithinDays: EXPIRING_WITHIN_DAYS,
  };

  if (seesAllApplications) {
    const [byStatus] = await db
      .select({
        submitted: sql<number>`(count(*) filter (where ${applications.status} = 'submitted'))::int`,
        paymentPending: sql<number>`(count(*) filter (where ${applications.status} = 'payment-pending'))::int`,
        review: sql<number>`(count(*) filter (where ${inArray(applications.status, [...reviewQueueStatuses])}))::int`,
      })
      .from(applications);
    items.push({
      key: "completeness",
      count: byStatus?.submitted ?? 0,
      href: "/dashboard/applications?status=submitted",
    });
    items.push({
      key: "paymentsToConfirm",
      count: byStatus?.paymentPending ?? 0,
      href: "/dashboard/applications?status=payment-pending",
    });
    if (can(viewer, "audit.schedule")) {
      const [schedulable] = await db
        .select({ n: countAll })
        .from(applications)
        .where(awaitingAudit(db));
      items.push({
        key: "auditsToSchedule",
        count: schedulable?.n ?? 0,
        href: "/dashboard/audits#schedule-h",
      });
    }
    if (can(viewer, "review.decide")) {
      items.push({
        key: "reviewDecisions",
        count: byStatus?.review ?? 0,
        href: "/dashboard/review",
      });
    }
    // Certificates are issued on payment (decision 051); any left (a fee recorded before
    // that, a waived fee) wait for staff and are shown only while some remain.
    if (can(viewer, "certificate.generate")) {
      const toIssue = await countCertifiableApplications(db);
      if (toIssue > 0) {
        items.push({
          key: "certificatesToIssue",
          count: toIssue,
          href: "/dashboard/certificates#generate-h",
        });
      }
    }
  }

  if (seesAllRenewals && can(viewer, "renewal.update")) {
    const [renewals] = await db
      .select({
        submitted: sql<number>`(count(*) filter (where ${applications.status} = 'submitted'))::int`,
        underReview: sql<number>`(count(*) filter (where ${applications.status} = 'under-review'))::int`,
      })
      .from(applications)
      .where(isNotNull(applications.certificateId));
    items.push({
      key: "renewalsSubmitted",
      count: renewals?.submitted ?? 0,
      href: "/dashboard/renewals?status=submitted",
    });
    items.push({
      key: "renewalsUnderReview",
      count: renewals?.underReview ?? 0,
      href: "/dashboard/renewals?status=under-review",
    });
  }

  if (can(viewer, "proposal.updateStatus")) {
    const [[voting], [passed], [soonest]] = await Promise.all([
      db.select({ n: countAll }).from(standardChanges).where(eq(standardChanges.status, "voting")),
      db.select({ n: countAll }).from(standardChanges).where(eq(standardChanges.status, "passed")),
      db
        .select({ closesAt: standardBallots.closesAt })
        .from(standardBallots)
        .where(and(eq(standardBallots.status, "open"), gt(standardBallots.closesAt, now)))
        .orderBy(asc(standardBallots.closesAt))
        .limit(1),
    ]);
    result.nextBallotClosesAt = soonest?.closesAt.toISOString() ?? null;
    items.push({
      key: "openBallots",
      count: voting?.n ?? 0,
      href: "/dashboard/standards/proposals?status=voting",
    });
    // Decision 059: a passed ballot waits for an administrator to publish its text.
    items.push({
      key: "proposalsToPublish",
      count: passed?.n ?? 0,
      href: "/dashboard/standards/proposals?status=passed",
    });
  }

  // New concerns to acknowledge, and cases past their deadline (decision 058).
  if (can(viewer, "complaint.manage")) {
    const deadlines = complaintDeadlineDays();
    result.complaintDays = {
      acknowledge: deadlines.acknowledgeDays,
      resolve: deadlines.resolveDays,
    };
    items.push({
      key: "newComplaints",
      count: await countNewComplaints(db),
      href: "/dashboard/complaints?status=received",
    });
    items.push({
      key: "overdueComplaints",
      count: await countOverdueComplaints(db, now),
      href: "/dashboard/complaints?overdue=1",
    });
  }

  // Corrective actions (issue 37): answers waiting for verification, and those past their due day.
  if (scopeFor(viewer, "correctiveActions").kind === "all") {
    const figures = await getCorrectiveActionFigures(db, viewer, now);
    items.push({
      key: "correctiveActionsToVerify",
      count: figures.toVerify,
      href: "/dashboard/corrective-actions?status=answered",
    });
    items.push({
      key: "overdueCorrectiveActions",
      count: figures.overdue,
      href: "/dashboard/corrective-actions?overdue=1",
    });
  }

  if (seesAllCertificates && can(viewer, "certificate.runExpiryChecks")) {
    const until = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000);
    const expiring = and(
      eq(certificates.status, "active"),
      gt(certificates.expiryDate, now),
      lte(certificates.expiryDate, until),
    );
    const [[counted], rows] = await Promise.all([
      db.select({ n: countAll }).from(certificates).where(expiring),
      db
        .select({
          id: certificates.id,
          certificateNumber: certificates.certificateNumber,
          expiryDate: certificates.expiryDate,
          businessName: applications.businessName,
        })
        .from(certificates)
        .leftJoin(applications, eq(applications.id, certificates.applicationId))
        .where(expiring)
        .orderBy(asc(certificates.expiryDate), asc(certificates.id))
        .limit(EXPIRING_SHOWN),
    ]);
    result.expiring = rows.map((r) => ({
      id: r.id,
      href: certificateViewPath(r.id),
      certificateNumber: r.certificateNumber,
      businessName: r.businessName ?? "",
      expiresAt: r.expiryDate.toISOString(),
    }));
    items.push({
      key: "expiringCertificates",
      count: counted?.n ?? 0,
    });
  }
  return result;
}

import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { applications, certificates, payments } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import {
  applicationStatuses,
  type ApplicationStatus,
  type PaymentStatus,
} from "~/modules/applications/application-status";
import {
  summaryColumns,
  toSummary,
  type ApplicationSummary,
} from "~/modules/applications/list-applications.server";
import { withCardPaymentAvailability } from "~/modules/payments/card-payment-availability.server";
import { applicantNextStep, type NextStep } from "~/modules/applications/next-step";
import { effectiveStatus } from "~/modules/certificates/certificate-rules";
import { formatUsd, type PaymentType } from "~/modules/payments/fees";
import { paymentTypeLabels } from "~/modules/payments/payable-fee";
import { receiptPath } from "~/modules/payments/receipt-number";
import { scopeFor, type Viewer } from "~/modules/permissions/policy";

export type ApplicantOverview = {
  kind: "business";
  /** The most recently changed applications (at most OVERVIEW_LIST_SIZE), and how many in all. */
  applications: (ApplicationSummary & { nextStep: NextStep })[];
  applicationCount: number;
  /** The latest payments (at most OVERVIEW_LIST_SIZE), and how many in all. */
  paymentCount: number;
  payments: {
    id: string;
    businessName: string;
    description: string;
    amountLabel: string;
    paidAt: string;
    receiptUrl: string;
  }[];
};

export type StaffOverview = {
  kind: "staff";
  byStatus: { status: ApplicationStatus; count: number }[];
  totalApplications: number;
  newSubmissions: { count: number; days: number; since: string; latest: ApplicationSummary[] };
  paymentsThisMonth: { count: number; totalCents: number; totalLabel: string; since: string };
};

export type DashboardOverview = ApplicantOverview | StaffOverview | { kind: "none" };

/** Days counted as "new" for submissions on the staff overview. */
export const NEW_SUBMISSION_DAYS = 7;
/** Rows shown per list on the overview; the full lists are paginated on their own pages. */
export const OVERVIEW_LIST_SIZE = 10;
/** Latest new submissions named on the staff overview. */
const LATEST_SUBMISSIONS = 5;

const countAll = sql<number>`count(*)::int`;

async function applicantOverview(db: Executor, userId: string): Promise<ApplicantOverview> {
  const now = new Date();
  const mine = eq(applications.applicantId, userId);
  const paidByMe = and(eq(applications.applicantId, userId), eq(payments.status, "succeeded"));
  const [rows, [appCount], paid, [paidCount]] = await Promise.all([
    db
      .select({
        ...summaryColumns,
        metadata: applications.metadata,
        certificate: {
          id: certificates.id,
          certificateNumber: certificates.certificateNumber,
          status: certificates.status,
          expiryDate: certificates.expiryDate,
          revokedAt: certificates.revokedAt,
          revocationReason: certificates.revocationReason,
        },
      })
      .from(applications)
      .leftJoin(certificates, eq(certificates.applicationId, applications.id))
      .where(mine)
      .orderBy(desc(applications.updatedAt), desc(applications.id))
      .limit(OVERVIEW_LIST_SIZE),
    db.select({ n: countAll }).from(applications).where(mine),
    db
      .select({
        id: payments.id,
        amount: payments.amount,
        paymentType: payments.paymentType,
        updatedAt: payments.updatedAt,
        businessName: applications.businessName,
      })
      .from(payments)
      .innerJoin(applications, eq(payments.applicationId, applications.id))
      .where(paidByMe)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(OVERVIEW_LIST_SIZE),
    db
      .select({ n: countAll })
      .from(payments)
      .innerJoin(applications, eq(payments.applicationId, applications.id))
      .where(paidByMe),
  ]);
  return {
    kind: "business",
    applicationCount: appCount?.n ?? 0,
    paymentCount: paidCount?.n ?? 0,
    applications: rows.map((row) => {
      const summary = toSummary(row);
      const c = row.certificate;
      return {
        ...summary,
        nextStep: withCardPaymentAvailability(
          applicantNextStep({
            id: row.id,
            status: row.status as ApplicationStatus,
            paymentStatus: row.paymentStatus as PaymentStatus,
            renewal: Boolean(row.metadata.renewal_type),
            certificate: c?.id
              ? {
                  id: c.id,
                  certificateNumber: c.certificateNumber,
                  status: effectiveStatus(c, now),
                  expiryDate: c.expiryDate.toISOString(),
                  revokedAt: c.revokedAt?.toISOString() ?? null,
                  revocationReason: c.revocationReason,
                }
              : null,
          }),
        ),
      };
    }),
    payments: paid.map((p) => ({
      id: p.id,
      businessName: p.businessName,
      description: paymentTypeLabels[p.paymentType as PaymentType] ?? p.paymentType,
      amountLabel: formatUsd(p.amount),
      paidAt: p.updatedAt.toISOString(),
      receiptUrl: receiptPath(p.id),
    })),
  };
}

async function staffOverview(db: Executor, now: Date): Promise<StaffOverview> {
  const since = new Date(now.getTime() - NEW_SUBMISSION_DAYS * 86_400_000);
  const submittedStatuses = applicationStatuses.filter((s) => s !== "draft");
  const recent = and(
    gte(applications.submittedAt, since),
    inArray(applications.status, submittedStatuses),
  );
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  // Every figure is counted in SQL; only the few latest submissions are read as rows.
  const [counts, [newCount], newRows, [month]] = await Promise.all([
    db
      .select({ status: applications.status, count: countAll })
      .from(applications)
      .groupBy(applications.status),
    db.select({ n: countAll }).from(applications).where(recent),
    db
      .select(summaryColumns)
      .from(applications)
      .where(recent)
      .orderBy(desc(applications.submittedAt), desc(applications.id))
      .limit(LATEST_SUBMISSIONS),
    db
      .select({
        count: countAll,
        total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      })
      .from(payments)
      .where(and(eq(payments.status, "succeeded"), gte(payments.updatedAt, monthStart))),
  ]);
  const countOf = new Map(counts.map((c) => [c.status, c.count]));
  const totalCents = month?.total ?? 0;
  return {
    kind: "staff",
    byStatus: applicationStatuses.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    totalApplications: counts.reduce((sum, c) => sum + c.count, 0),
    newSubmissions: {
      count: newCount?.n ?? 0,
      days: NEW_SUBMISSION_DAYS,
      since: since.toISOString(),
      latest: newRows.map(toSummary),
    },
    paymentsThisMonth: {
      count: month?.count ?? 0,
      totalCents,
      totalLabel: formatUsd(totalCents),
      since: monthStart.toISOString(),
    },
  };
}

/**
 * The role-specific figures of /dashboard: an applicant's applications with
 * their next step and the payments made; for administrators and committee
 * members the applications by status, new submissions and this month's payments.
 */
export async function getDashboardOverview(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<DashboardOverview> {
  const scope = scopeFor(viewer, "applications");
  if (scope.kind === "own") return applicantOverview(db, scope.userId);
  if (scope.kind === "all") return staffOverview(db, now);
  return { kind: "none" };
}

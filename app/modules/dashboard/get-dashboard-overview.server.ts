import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { applications, payments } from "~/db/schema";
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
import { applicantNextStep, type NextStep } from "~/modules/applications/next-step";
import { formatUsd, type PaymentType } from "~/modules/payments/fees";
import { paymentTypeLabels } from "~/modules/payments/payable-fee";
import { receiptPath } from "~/modules/payments/receipt-number";
import { staffRoles, type Role } from "~/modules/permissions/permissions";

export type ApplicantOverview = {
  kind: "applicant";
  applications: (ApplicationSummary & { nextStep: NextStep })[];
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

async function applicantOverview(db: Executor, userId: string): Promise<ApplicantOverview> {
  const rows = await db
    .select({ ...summaryColumns, metadata: applications.metadata })
    .from(applications)
    .where(eq(applications.applicantId, userId))
    .orderBy(desc(applications.updatedAt));
  const paid = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      paymentType: payments.paymentType,
      updatedAt: payments.updatedAt,
      businessName: applications.businessName,
    })
    .from(payments)
    .innerJoin(applications, eq(payments.applicationId, applications.id))
    .where(and(eq(applications.applicantId, userId), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.updatedAt));
  return {
    kind: "applicant",
    applications: rows.map((row) => {
      const summary = toSummary(row);
      return {
        ...summary,
        nextStep: applicantNextStep({
          id: row.id,
          status: row.status as ApplicationStatus,
          paymentStatus: row.paymentStatus as PaymentStatus,
          renewal: Boolean(row.metadata.renewal_type),
        }),
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
  const counts = await db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .groupBy(applications.status);
  const countOf = new Map(counts.map((c) => [c.status, c.count]));
  const since = new Date(now.getTime() - NEW_SUBMISSION_DAYS * 86_400_000);
  const submittedStatuses = applicationStatuses.filter((s) => s !== "draft");
  const newRows = await db
    .select(summaryColumns)
    .from(applications)
    .where(
      and(gte(applications.submittedAt, since), inArray(applications.status, submittedStatuses)),
    )
    .orderBy(desc(applications.submittedAt));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [month] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.status, "succeeded"), gte(payments.updatedAt, monthStart)));
  const totalCents = month?.total ?? 0;
  return {
    kind: "staff",
    byStatus: applicationStatuses.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
    totalApplications: counts.reduce((sum, c) => sum + c.count, 0),
    newSubmissions: {
      count: newRows.length,
      days: NEW_SUBMISSION_DAYS,
      since: since.toISOString(),
      latest: newRows.slice(0, 5).map(toSummary),
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
  viewer: { user: { id: string }; activeRole: Role },
  now: Date = new Date(),
): Promise<DashboardOverview> {
  if (viewer.activeRole === "applicant") return applicantOverview(db, viewer.user.id);
  if (staffRoles.includes(viewer.activeRole)) return staffOverview(db, now);
  return { kind: "none" };
}

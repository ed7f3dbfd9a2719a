import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { applications, certificateReminders, certificates } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { sortOrder } from "~/lib/list-query.server";
import { applicationSearchCondition } from "~/modules/applications/index.server";
import {
  applicationStatuses,
  type ApplicationStatus,
  type PaymentStatus,
} from "~/modules/applications";
import { effectiveStatus, type EffectiveCertificateStatus } from "~/modules/certificates";
import { scopeFor, type Viewer } from "~/modules/permissions";
import {
  businessDaysBetween,
  daysToExpiry,
  hasDeclaredChanges,
  openRenewalStatuses,
  reminderThresholdFor,
  RENEWAL_REVIEW_BUSINESS_DAYS,
  renewalAuditStep,
  type RenewalAuditStep,
} from "./renewal-rules";

export const RENEWALS_PAGE_SIZE = 20;

export const renewalListQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
/** Columns the list can be ordered by (`?sort=`); newest first by default. */
export const renewalSortKeys = [
  "business",
  "certificate",
  "status",
  "expiry",
  "submitted",
] as const;
export type RenewalSortKey = (typeof renewalSortKeys)[number];
export const defaultRenewalSort: SortState = { key: "submitted", dir: "desc" };

export type RenewalListQuery = z.infer<typeof renewalListQuerySchema> & {
  sort?: { key: RenewalSortKey; dir: "asc" | "desc" };
};

/** The list's filters, sort and page from the URL (the page and its CSV export read the same). */
export function parseRenewalListQuery(params: URLSearchParams): RenewalListQuery {
  return {
    ...renewalListQuerySchema.parse(Object.fromEntries(params)),
    sort: parseSort(params, renewalSortKeys, defaultRenewalSort) as NonNullable<
      RenewalListQuery["sort"]
    >,
  };
}

const sortColumns = {
  business: sql`lower(${applications.businessName})`,
  certificate: certificates.certificateNumber,
  status: applications.status,
  expiry: certificates.expiryDate,
  // A renewal not submitted yet counts from when it was started.
  submitted: sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`,
} satisfies Record<RenewalSortKey, unknown>;

export type RenewalListRow = {
  id: string;
  businessName: string;
  certificateId: string;
  certificateNumber: string;
  certificateStatus: EffectiveCertificateStatus;
  currentExpiry: Date;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  submittedAt: Date | null;
  createdAt: Date;
  changesDeclared: string[];
  descriptionOfChanges: string | null;
  /** Audited, scheduled, waived or still to decide (decision 078). */
  auditStep: RenewalAuditStep;
};

function declared(metadata: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (metadata.has_address_changed) out.push("Address");
  if (metadata.has_owner_changed) out.push("Owner");
  if (metadata.has_practices_changed) out.push("Practices");
  return out;
}

/**
 * SPEC §7 renewals list: applications that have a certificate, joined with
 * the certificate number and expiry; applicants see their own (SPEC §6),
 * staff all; newest first (or a whitelisted column, ties broken by the id);
 * filtered by status and searched by business name, applicant e-mail or
 * certificate number; 20 per page with the total counted in SQL.
 */
export async function listRenewals(
  db: Executor,
  viewer: Viewer,
  query: RenewalListQuery = {},
  pageSize = RENEWALS_PAGE_SIZE,
) {
  const scope = scopeFor(viewer, "renewals");
  if (scope.kind === "none") throw new AppError("forbidden", messages.accessDeniedBody);
  const filters: (SQL | undefined)[] = [isNotNull(applications.certificateId)];
  if (scope.kind === "own" || scope.kind === "assigned") {
    filters.push(eq(applications.applicantId, scope.userId));
  }
  if (query.status) filters.push(eq(applications.status, query.status));
  if (query.q) {
    filters.push(
      applicationSearchCondition(query.q, {
        applicantId: applications.applicantId,
        certificateNumber: certificates.certificateNumber,
      }),
    );
  }
  const where = and(...filters);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .innerJoin(certificates, eq(certificates.id, applications.certificateId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  const rows = await db
    .select({
      application: applications,
      certificate: certificates,
      // The renewal's latest audit that was not cancelled (its audit step, decision 078).
      auditStatus: sql<string | null>`(select i.status from inspections i
        where i.application_id = ${applications.id} and i.status <> 'cancelled'
        order by i.created_at desc limit 1)`,
    })
    .from(applications)
    .innerJoin(certificates, eq(certificates.id, applications.certificateId))
    .where(where)
    .orderBy(
      ...sortOrder(
        query.sort ?? (defaultRenewalSort as NonNullable<RenewalListQuery["sort"]>),
        sortColumns,
        applications.createdAt,
        applications.id,
      ),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const now = new Date();
  return {
    total,
    page,
    pageCount,
    rows: rows.map(({ application: a, certificate: c, auditStatus }): RenewalListRow => ({
      id: a.id,
      businessName: a.businessName,
      certificateId: c.id,
      certificateNumber: c.certificateNumber,
      certificateStatus: effectiveStatus(c, now),
      currentExpiry: c.expiryDate,
      status: a.status as ApplicationStatus,
      paymentStatus: a.paymentStatus as PaymentStatus,
      submittedAt: a.submittedAt,
      createdAt: a.createdAt,
      changesDeclared: declared(a.metadata),
      descriptionOfChanges:
        typeof a.metadata.description_of_changes === "string"
          ? a.metadata.description_of_changes
          : null,
      auditStep: renewalAuditStep(a.metadata, auditStatus),
    })),
  };
}

export type ExpiryAttention = {
  /** Reminders due now that the ledger does not have (the job has not run since), or sent to nobody. */
  dueNotSent: {
    certificateId: string;
    certificateNumber: string;
    businessName: string;
    threshold: number;
    daysLeft: number;
    reason: string;
  }[];
  /** Open renewals waiting longer than 7 business days for a decision. */
  waitingLong: {
    id: string;
    businessName: string;
    certificateNumber: string;
    businessDays: number;
  }[];
};

const LIMIT = 50;

/** The staff panel of the renewals page (SPEC §6 run expiry checks). */
export async function getExpiryAttention(
  db: Executor,
  now: Date = new Date(),
): Promise<ExpiryAttention> {
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  const soon = new Date(now.getTime() + 62 * 24 * 60 * 60 * 1000);
  const active = await db
    .select({
      id: certificates.id,
      number: certificates.certificateNumber,
      expiryDate: certificates.expiryDate,
      businessName: applications.businessName,
    })
    .from(certificates)
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(and(eq(certificates.status, "active"), lt(certificates.expiryDate, soon)))
    .orderBy(certificates.expiryDate)
    .limit(500);
  const dueNotSent: ExpiryAttention["dueNotSent"] = [];
  for (const c of active) {
    const daysLeft = daysToExpiry(c.expiryDate, now, timeZone);
    const threshold = c.expiryDate.getTime() <= now.getTime() ? 0 : reminderThresholdFor(daysLeft);
    if (threshold === null) continue;
    const [open] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.certificateId, c.id),
          inArray(applications.status, openRenewalStatuses),
        ),
      )
      .limit(1);
    if (open && threshold !== 0) continue;
    const [entry] = await db
      .select({ emailId: certificateReminders.emailId })
      .from(certificateReminders)
      .where(
        and(
          eq(certificateReminders.certificateId, c.id),
          eq(certificateReminders.expiryDate, c.expiryDate),
          eq(certificateReminders.threshold, threshold),
        ),
      );
    if (entry && entry.emailId) continue;
    dueNotSent.push({
      certificateId: c.id,
      certificateNumber: c.number,
      businessName: c.businessName ?? messages.unknown,
      threshold,
      daysLeft,
      reason: entry
        ? "No e-mail address on file"
        : "Not sent yet: the expiry check has not run since it became due",
    });
    if (dueNotSent.length >= LIMIT) break;
  }
  // Ledger rows without an e-mail beyond the active ones (e.g. expired notices).
  const unsentExpired = await db
    .select({
      certificateId: certificateReminders.certificateId,
      threshold: certificateReminders.threshold,
      daysLeft: certificateReminders.daysLeft,
      number: certificates.certificateNumber,
      businessName: applications.businessName,
    })
    .from(certificateReminders)
    .innerJoin(certificates, eq(certificates.id, certificateReminders.certificateId))
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(
      and(
        isNull(certificateReminders.emailId),
        eq(certificates.status, "expired"),
        eq(certificateReminders.expiryDate, certificates.expiryDate),
      ),
    )
    .limit(LIMIT);
  for (const r of unsentExpired) {
    dueNotSent.push({
      certificateId: r.certificateId,
      certificateNumber: r.number,
      businessName: r.businessName ?? messages.unknown,
      threshold: r.threshold,
      daysLeft: r.daysLeft,
      reason: "No e-mail address on file",
    });
  }

  const open = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      submittedAt: applications.submittedAt,
      createdAt: applications.createdAt,
      number: certificates.certificateNumber,
      metadata: applications.metadata,
    })
    .from(applications)
    .innerJoin(certificates, eq(certificates.id, applications.certificateId))
    .where(
      inArray(applications.status, [
        "submitted",
        "under-review",
        "payment-pending",
        "review-panel",
      ]),
    )
    .orderBy(applications.createdAt)
    .limit(200);
  const waitingLong = open
    .map((r) => ({
      id: r.id,
      businessName: r.businessName,
      certificateNumber: r.number,
      businessDays: businessDaysBetween(r.submittedAt ?? r.createdAt, now, timeZone),
      changes: hasDeclaredChanges(r.metadata),
    }))
    .filter((r) => r.businessDays > RENEWAL_REVIEW_BUSINESS_DAYS)
    .slice(0, LIMIT)
    .map(({ changes: _changes, ...r }) => r);
  return { dueNotSent, waitingLong };
}

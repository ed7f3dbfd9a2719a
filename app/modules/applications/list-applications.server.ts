import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { certificateAccreditationSql } from "~/db/accreditation-sql";
import { applications, certificates } from "~/db/schema";
import type { AccreditationStateKind } from "~/domain/accreditation-state";
import { getEnv } from "~/lib/env.server";
import type { Executor } from "~/lib/db.server";
import { dayRangeCondition, isIsoDay, regionCondition } from "~/lib/list-query.server";
import { can, scopeFor, type Scope, type Viewer } from "~/modules/permissions";
import { applicationScopeCondition } from "./application-access.server";
import { applicationSearchCondition } from "./application-search.server";
import {
  applicationStatuses,
  type ApplicationStatus,
  type PaymentStatus,
} from "./application-status";

export const APPLICATIONS_PAGE_SIZE = 20;

/** The list's heading by what the viewer sees. */
const listTitles: Record<Scope["kind"], string> = {
  own: "My Applications",
  assigned: "Assigned Applications",
  all: "Applications",
  none: "Applications",
};

export type ApplicationSummary = {
  id: string;
  businessName: string;
  contactName: string;
  location: string;
  status: ApplicationStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
};

/** Columns the list can be ordered by (`?sort=`), newest first by default. */
export const applicationSortKeys = ["business", "status", "created", "updated"] as const;
export type ApplicationSortKey = (typeof applicationSortKeys)[number];

const sortColumns = {
  business: sql`lower(${applications.businessName})`,
  status: applications.status,
  created: applications.createdAt,
  updated: applications.updatedAt,
} satisfies Record<ApplicationSortKey, unknown>;

export type ApplicationListFilter = {
  status?: ApplicationStatus;
  /** Created on or after this UTC day (YYYY-MM-DD), like the reports' period. */
  from?: string;
  /** Created on or before this UTC day (YYYY-MM-DD). */
  to?: string;
  /** The business address's state/province (case-insensitive). */
  region?: string;
  q?: string;
  page?: number;
  sort?: { key: ApplicationSortKey; dir: "asc" | "desc" };
};

const dayParam = z.string().trim().refine(isIsoDay).optional().catch(undefined);

const applicationListQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional().catch(undefined),
  from: dayParam,
  to: dayParam,
  region: z.string().trim().max(100).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export const defaultApplicationSort: SortState = { key: "created", dir: "desc" };

/** The list's query from the URL: the page and its CSV export read the same. */
export function parseApplicationListQuery(params: URLSearchParams): ApplicationListFilter {
  const query = applicationListQuerySchema.parse(Object.fromEntries(params));
  const sort = parseSort(params, applicationSortKeys, defaultApplicationSort) as NonNullable<
    ApplicationListFilter["sort"]
  >;
  return { ...query, sort };
}

export type ApplicationList = {
  title: string;
  /** Each with the accreditation state its certificate gives (null before one was issued, decision 050). */
  rows: (ApplicationSummary & { accreditation: AccreditationStateKind | null })[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

export const summaryColumns = {
  id: applications.id,
  businessName: applications.businessName,
  contactName: applications.contactName,
  businessAddress: applications.businessAddress,
  status: applications.status,
  paymentStatus: applications.paymentStatus,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
};

type SummaryRow = Pick<typeof applications.$inferSelect, keyof typeof summaryColumns>;

export function toSummary(r: SummaryRow): ApplicationSummary {
  const a = r.businessAddress;
  return {
    id: r.id,
    businessName: r.businessName,
    contactName: r.contactName,
    location: [a?.city, a?.region, a?.country].filter(Boolean).join(", "),
    status: r.status as ApplicationStatus,
    paymentStatus: r.paymentStatus as PaymentStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    submittedAt: r.submittedAt?.toISOString() ?? null,
  };
}

/**
 * The accreditation state the application's certificate gives (its own, or
 * the one a renewal renews); null before a certificate was issued.
 */
export function applicationAccreditationSql(): SQL<AccreditationStateKind | null> {
  const kind = certificateAccreditationSql(getEnv().PROGRAMME_TIME_ZONE);
  return sql<AccreditationStateKind | null>`(select ${kind} from ${certificates}
    where ${certificates.id} = ${applications.certificateId}
       or ${certificates.applicationId} = ${applications.id}
    limit 1)`;
}

function listOrder(sort: ApplicationListFilter["sort"]) {
  if (!sort) return [desc(applications.createdAt), desc(applications.id)];
  const by = sort.dir === "asc" ? asc : desc;
  return [by(sortColumns[sort.key]), by(applications.id)];
}

/**
 * SPEC §6 visibility: an applicant lists their own applications ("My
 * Applications"); an examiner those with an audit assigned to them; everyone
 * else all of them. Filter by status, creation period (UTC days) and
 * state/province (the reports' figures link here with theirs), search the
 * business name, applicant e-mail or certificate number (case-insensitive),
 * newest first, 20 per page, with the total.
 */
export async function listApplications(
  db: Executor,
  viewer: Viewer,
  filter: ApplicationListFilter = {},
  pageSize = APPLICATIONS_PAGE_SIZE,
): Promise<ApplicationList> {
  const conditions: SQL[] = [];
  const scope = scopeFor(viewer, "applications");
  const visible = applicationScopeCondition(viewer);
  if (visible) conditions.push(visible);
  if (filter.status) conditions.push(eq(applications.status, filter.status));
  const created = dayRangeCondition(applications.createdAt, filter);
  if (created) conditions.push(created);
  if (filter.region) conditions.push(regionCondition(applications.businessAddress, filter.region));
  const q = filter.q?.trim();
  if (q) {
    conditions.push(
      applicationSearchCondition(q, {
        applicantId: applications.applicantId,
        certificateNumber: "linked",
      }),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);
  const rows = await db
    .select({ ...summaryColumns, accreditation: applicationAccreditationSql() })
    .from(applications)
    .where(where)
    .orderBy(...listOrder(filter.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    title: listTitles[scope.kind],
    rows: rows.map((r) => ({ ...toSummary(r), accreditation: r.accreditation })),
    total,
    page,
    pageCount,
    pageSize,
  };
}

/**
 * What /dashboard/applications shows this viewer: a page of the list with
 * its filters and sort, the title for their scope ("My Applications"), and
 * what they may do (the permissions module decides).
 */
export async function getApplicationListPage(
  db: Executor,
  viewer: Viewer,
  params: URLSearchParams,
) {
  const query = parseApplicationListQuery(params);
  const list = await listApplications(db, viewer, query);
  return {
    ...list,
    filters: {
      status: query.status ?? "",
      from: query.from ?? "",
      to: query.to ?? "",
      region: query.region ?? "",
      q: query.q ?? "",
    },
    sort: query.sort ?? defaultApplicationSort,
    canCreate: can(viewer, "application.create"),
    canRemind: can(viewer, "application.remind"),
    isStaff: scopeFor(viewer, "applications").kind === "all",
  };
}

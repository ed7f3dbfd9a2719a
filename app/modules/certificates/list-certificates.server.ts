import { and, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { applications, certificates } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { regionCondition, sortOrder } from "~/lib/list-query.server";
import { applicationSearchCondition } from "~/modules/applications/index.server";
import { scopeFor, type Viewer } from "~/modules/permissions";
import {
  certifiedBusinessNameSql,
  countCertificateRecords,
  selectCertificateRecords,
  type CertificateRecord,
} from "./certificate-record.server";
import { accreditationKindSql, accreditedSql, expiresWithinSql } from "./accreditation-sql.server";
import {
  certificateExpiryWindows,
  certificateFilterStates,
  certificateFilterStatuses,
} from "./certificate-rules";

export const CERTIFICATES_PAGE_SIZE = 20;

export const certificateListQuerySchema = z.object({
  status: z.enum(certificateFilterStatuses).optional().catch(undefined),
  /** Accreditation state today (decision 050): the reports' certificate figures link here. */
  state: z.enum(certificateFilterStates).optional().catch(undefined),
  /** In force and expiring within this many days. */
  within: z.enum(certificateExpiryWindows).optional().catch(undefined),
  /** The business address's state/province (case-insensitive), like the reports' filter. */
  region: z.string().trim().max(100).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** Columns the list can be ordered by (`?sort=`); newest issue date first by default. */
export const certificateSortKeys = ["number", "business", "issued", "expiry", "status"] as const;
export type CertificateSortKey = (typeof certificateSortKeys)[number];
export const defaultCertificateSort: SortState = { key: "issued", dir: "desc" };

export type CertificatePage = {
  rows: CertificateRecord[];
  total: number;
  page: number;
  pageCount: number;
};
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema> & {
  sort?: { key: CertificateSortKey; dir: "asc" | "desc" };
};

/** Does the viewer see every business's certificates (staff), not only their own? */
export function seesAllCertificates(viewer: Viewer): boolean {
  return scopeFor(viewer, "certificates").kind === "all";
}

/**
 * The list's query from the URL (the page and its CSV export read the same):
 * staff filter by status, accreditation state, expiry window, state/province
 * and search; a business sees its own few
 * certificates and only sorts and pages them.
 */
export function parseCertificateListQuery(
  params: URLSearchParams,
  viewer: Viewer,
): CertificateListQuery {
  const query = certificateListQuerySchema.parse(Object.fromEntries(params));
  const sort = parseSort(params, certificateSortKeys, defaultCertificateSort) as NonNullable<
    CertificateListQuery["sort"]
  >;
  return seesAllCertificates(viewer) ? { ...query, sort } : { page: query.page, sort };
}

/** What a reader is told (valid / expired / revoked / suspended), in SQL, for ordering by status. */
const effectiveStatusSql = sql`case
  when ${certificates.status} = 'revoked' then 'revoked'
  when ${certificates.status} = 'suspended' then 'suspended'
  when ${certificates.status} = 'expired' or ${certificates.expiryDate} < now() then 'expired'
  else 'valid' end`;

const sortColumns = {
  number: certificates.certificateNumber,
  business: sql`lower(${certifiedBusinessNameSql})`,
  issued: certificates.issueDate,
  expiry: certificates.expiryDate,
  status: effectiveStatusSql,
} satisfies Record<CertificateSortKey, unknown>;

/**
 * SPEC §3/§6: applicants see their own certificates (business_id), staff
 * (administrator, committee) all of them, filtered by effective status,
 * accreditation state (the one SQL expression, decision 050), expiry window
 * and state/province, and searched by business name, certificate number or the business's e-mail
 * (its account or the application's contact). Sorted by a whitelisted column
 * (newest issue date first by default, the id breaking ties), enriched with
 * business name and address (default Unknown), 20 per page with the total
 * counted in SQL.
 */
export async function listCertificates(
  db: Executor,
  viewer: Viewer,
  query: CertificateListQuery = {},
  pageSize = CERTIFICATES_PAGE_SIZE,
): Promise<CertificatePage> {
  const scope = scopeFor(viewer, "certificates");
  if (scope.kind === "none") throw new AppError("forbidden", messages.accessDeniedBody);
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const filters: (SQL | undefined)[] = [];
  if (scope.kind === "own" || scope.kind === "assigned") {
    filters.push(eq(certificates.businessId, scope.userId));
  }
  if (query.status === "revoked") filters.push(eq(certificates.status, "revoked"));
  if (query.status === "suspended") filters.push(eq(certificates.status, "suspended"));
  if (query.status === "valid") {
    filters.push(and(eq(certificates.status, "active"), gte(certificates.expiryDate, now)));
  }
  if (query.status === "expired") {
    filters.push(
      or(
        eq(certificates.status, "expired"),
        and(eq(certificates.status, "active"), lt(certificates.expiryDate, now)),
      ),
    );
  }
  if (query.state === "in-force") filters.push(accreditedSql(nowSql));
  else if (query.state) {
    filters.push(sql`${accreditationKindSql(undefined, nowSql)} = ${query.state}`);
  }
  if (query.within) filters.push(expiresWithinSql(Number(query.within), undefined, nowSql));
  if (query.region) filters.push(regionCondition(applications.businessAddress, query.region));
  if (query.q) {
    filters.push(
      applicationSearchCondition(query.q, {
        applicantId: certificates.businessId,
        certificateNumber: certificates.certificateNumber,
      }),
    );
  }
  const where = and(...filters);
  const total = await countCertificateRecords(db, where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const sort = query.sort ?? (defaultCertificateSort as NonNullable<CertificateListQuery["sort"]>);
  const rows = await selectCertificateRecords(db, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    orderBy: sortOrder(sort, sortColumns, certificates.createdAt, certificates.id),
  });
  return { rows, total, page, pageCount };
}

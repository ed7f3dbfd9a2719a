import { and, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { parseSort, type SortState } from "~/components/data-table";
import { applications, certificates } from "~/db/schema";
import { AppError, messages } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { sortOrder } from "~/lib/list-query.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { applicationSearchCondition } from "~/modules/applications/application-search.server";
import { scopeFor } from "~/modules/permissions/policy";
import {
  countCertificateRecords,
  selectCertificateRecords,
  type CertificateRecord,
} from "./certificate-record.server";
import { certificateFilterStatuses } from "./certificate-rules";

export const CERTIFICATES_PAGE_SIZE = 20;

export const certificateListQuerySchema = z.object({
  status: z.enum(certificateFilterStatuses).optional().catch(undefined),
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
 * staff filter by status and search; a business sees its own few
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

/** What a reader is told (valid / expired / revoked), in SQL, for ordering by status. */
const effectiveStatusSql = sql`case
  when ${certificates.status} = 'revoked' then 'revoked'
  when ${certificates.status} = 'expired' or ${certificates.expiryDate} < now() then 'expired'
  else 'valid' end`;

const sortColumns = {
  number: certificates.certificateNumber,
  business: sql`lower(${applications.businessName})`,
  issued: certificates.issueDate,
  expiry: certificates.expiryDate,
  status: effectiveStatusSql,
} satisfies Record<CertificateSortKey, unknown>;

/**
 * SPEC §3/§6: applicants see their own certificates (business_id), staff
 * (administrator, committee) all of them, filtered by effective status and
 * searched by business name, certificate number or the business's e-mail
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
  const filters: (SQL | undefined)[] = [];
  if (scope.kind === "own" || scope.kind === "assigned") {
    filters.push(eq(certificates.businessId, scope.userId));
  }
  if (query.status === "revoked") filters.push(eq(certificates.status, "revoked"));
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

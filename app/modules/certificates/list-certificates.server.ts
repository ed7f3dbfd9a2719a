import { and, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates } from "~/db/schema";
import { AppError, messages } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
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

export type CertificatePage = {
  rows: CertificateRecord[];
  total: number;
  page: number;
  pageCount: number;
};
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

/** Does the viewer see every business's certificates (staff), not only their own? */
export function seesAllCertificates(viewer: Viewer): boolean {
  return scopeFor(viewer, "certificates").kind === "all";
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * SPEC §3/§6: applicants see their own certificates (business_id), staff
 * (administrator, committee) all of them, filtered by effective status and
 * searched by business name or certificate number. Newest issue date first,
 * enriched with business name and address (default Unknown), 20 per page
 * with the total counted in SQL.
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
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(
      or(ilike(applications.businessName, pattern), ilike(certificates.certificateNumber, pattern)),
    );
  }
  const where = and(...filters);
  const total = await countCertificateRecords(db, where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pageCount);
  const rows = await selectCertificateRecords(db, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { rows, total, page, pageCount };
}

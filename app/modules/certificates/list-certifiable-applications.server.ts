import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { assertCan } from "~/modules/permissions/policy";

export type CertifiableApplication = { id: string; businessName: string; status: string };

export const CERTIFIABLE_PAGE_SIZE = 10;

export type CertifiablePage = {
  rows: CertifiableApplication[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * Staff's "Generate certificate" choices: approved (or certified) applications
 * with the membership fee paid and no certificate yet, by business name,
 * 10 per page with the total counted in SQL.
 */
export async function listCertifiableApplications(
  db: Executor,
  viewer: Viewer,
  options: { page?: number; pageSize?: number } = {},
): Promise<CertifiablePage> {
  assertCan(viewer, "certificate.generate");
  const pageSize = options.pageSize ?? CERTIFIABLE_PAGE_SIZE;
  const where = and(
    inArray(applications.status, ["approved", "certified"]),
    eq(applications.paymentStatus, "membership-fee-paid"),
    isNull(certificates.id),
    // Renewals renew the certificate they are linked to (decision 023).
    isNull(applications.certificateId),
  );
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      status: applications.status,
    })
    .from(applications)
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(where)
    .orderBy(asc(applications.businessName), asc(applications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount };
}

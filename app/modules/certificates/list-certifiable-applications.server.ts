import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";

export type CertifiableApplication = { id: string; businessName: string; status: string };

export const CERTIFIABLE_PAGE_SIZE = 10;

export type CertifiablePage = {
  rows: CertifiableApplication[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * Approved applications with the membership fee paid and no certificate (over
 * `applications` left-joined with `certificates` on the application): the
 * certificates the payment did not issue (decision 051). Renewals renew the
 * certificate they are linked to (decision 023).
 */
const certifiable = and(
  eq(applications.status, "approved"),
  eq(applications.paymentStatus, "membership-fee-paid"),
  isNull(certificates.id),
  isNull(applications.certificateId),
);

/** How many certificates wait for staff (the administrator's "Certificates to issue"). */
export async function countCertifiableApplications(db: Executor): Promise<number> {
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(certifiable);
  return counted?.n ?? 0;
}

/**
 * Staff's "Generate certificate" choices (`certifiable`), by business name,
 * 10 per page with the total counted in SQL.
 */
export async function listCertifiableApplications(
  db: Executor,
  viewer: Viewer,
  options: { page?: number; pageSize?: number } = {},
): Promise<CertifiablePage> {
  assertCan(viewer, "certificate.generate");
  const pageSize = options.pageSize ?? CERTIFIABLE_PAGE_SIZE;
  const where = certifiable;
  const total = await countCertifiableApplications(db);
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

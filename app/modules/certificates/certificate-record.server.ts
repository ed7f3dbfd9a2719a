import { desc, eq, sql, type SQL } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import {
  effectiveStatus,
  normalizeAddress,
  type CertificateAddress,
  type EffectiveCertificateStatus,
} from "./certificate-rules";

export type CertificateRow = typeof certificates.$inferSelect;

/** A certificate enriched with its application's business name and address (SPEC §3). */
export type CertificateRecord = Omit<CertificateRow, "businessName" | "businessAddress"> & {
  businessName: string;
  businessAddress: CertificateAddress;
  effectiveStatus: EffectiveCertificateStatus;
};

/** The business name as certified (decision 066), else the application's (older rows). */
export const certifiedBusinessNameSql = sql<
  string | null
>`coalesce(${certificates.businessName}, ${applications.businessName})`;
/** The business address as certified (decision 066), else the application's. */
export const certifiedBusinessAddressSql = sql<
  CertificateRow["businessAddress"]
>`coalesce(${certificates.businessAddress}, ${applications.businessAddress})`;

/** Certificates joined with their application, newest issue date first (or `orderBy`). */
export async function selectCertificateRecords(
  db: Executor,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; orderBy?: SQL[] } = {},
): Promise<CertificateRecord[]> {
  const query = db
    .select({
      certificate: certificates,
      // The facts as certified (decision 066); the application's for rows issued before.
      businessName: certifiedBusinessNameSql,
      businessAddress: certifiedBusinessAddressSql,
    })
    .from(certificates)
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(where)
    .orderBy(
      ...(options.orderBy ?? [
        desc(certificates.issueDate),
        desc(certificates.createdAt),
        desc(certificates.id),
      ]),
    );
  const rows = options.limit
    ? await query.limit(options.limit).offset(options.offset ?? 0)
    : await query;
  const now = new Date();
  return rows.map((row) => ({
    ...row.certificate,
    businessName: row.businessName?.trim() || messages.unknown,
    businessAddress: normalizeAddress(row.businessAddress),
    effectiveStatus: effectiveStatus(row.certificate, now),
  }));
}

/** How many certificates match `where` (the same join as the records), counted in SQL. */
export async function countCertificateRecords(
  db: Executor,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(certificates)
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(where);
  return row?.n ?? 0;
}

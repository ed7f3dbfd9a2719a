import { and, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { applications, certificates } from "~/db/schema";
import { AppError, messages } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { staffRoles } from "~/modules/permissions/permissions";
import { selectCertificateRecords, type CertificateRecord } from "./certificate-record.server";
import { certificateFilterStatuses } from "./certificate-rules";

export const certificateListQuerySchema = z.object({
  status: z.enum(certificateFilterStatuses).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

export function isCertificateStaff(viewer: Viewer): boolean {
  return staffRoles.includes(viewer.activeRole);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * SPEC §3/§6: applicants see their own certificates (business_id), staff
 * (administrator, committee) all of them, filtered by effective status and
 * searched by business name or certificate number. Newest issue date first,
 * enriched with business name and address (default Unknown).
 */
export async function listCertificates(
  db: Executor,
  viewer: Viewer,
  query: CertificateListQuery = {},
): Promise<CertificateRecord[]> {
  if (viewer.activeRole === "applicant") {
    return selectCertificateRecords(db, eq(certificates.businessId, viewer.user.id));
  }
  if (!isCertificateStaff(viewer)) throw new AppError("forbidden", messages.accessDeniedBody);
  const now = new Date();
  const filters: (SQL | undefined)[] = [];
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
  return selectCertificateRecords(db, and(...filters));
}

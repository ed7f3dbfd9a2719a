import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/applications/application-access.server";
import { assertCan } from "~/modules/auth/session.server";

export type CertifiableApplication = { id: string; businessName: string; status: string };

/**
 * Staff's "Generate certificate" choices: approved (or certified) applications
 * with the membership fee paid and no certificate yet.
 */
export async function listCertifiableApplications(
  db: Executor,
  viewer: Viewer,
): Promise<CertifiableApplication[]> {
  assertCan(viewer, "generate_certificates");
  return db
    .select({
      id: applications.id,
      businessName: applications.businessName,
      status: applications.status,
    })
    .from(applications)
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(
      and(
        inArray(applications.status, ["approved", "certified"]),
        eq(applications.paymentStatus, "membership-fee-paid"),
        isNull(certificates.id),
      ),
    )
    .orderBy(asc(applications.businessName));
}

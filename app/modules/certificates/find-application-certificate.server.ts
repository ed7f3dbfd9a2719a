import { eq } from "drizzle-orm";
import type { applications } from "~/db/schema";
import { certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { can, type Viewer } from "~/modules/permissions";
import { selectCertificateRecords } from "./certificate-record.server";
import type { EffectiveCertificateStatus } from "./certificate-rules";
import { canViewCertificate } from "./get-certificate.server";

export type ApplicationCertificateSummary = {
  certificate: {
    id: string;
    certificateNumber: string;
    expiryDate: string;
    status: EffectiveCertificateStatus;
    revokedAt: string | null;
    revocationReason: string | null;
  } | null;
  /** Staff may generate one: approved or certified, membership fee paid, none yet. */
  canGenerate: boolean;
};

/**
 * The certificate section of an application page. Call it after the viewer's
 * access to the application is checked; the certificate is shown to its owner
 * or staff only.
 */
export async function findApplicationCertificate(
  db: Executor,
  viewer: Viewer,
  application: Pick<
    typeof applications.$inferSelect,
    "id" | "status" | "paymentStatus" | "certificateId"
  >,
): Promise<ApplicationCertificateSummary> {
  // A renewal shows the certificate it renews (renewing it is automatic, decision 023).
  const [record] = await selectCertificateRecords(
    db,
    application.certificateId
      ? eq(certificates.id, application.certificateId)
      : eq(certificates.applicationId, application.id),
    { limit: 1 },
  );
  const eligible =
    !application.certificateId &&
    (application.status === "approved" || application.status === "certified") &&
    application.paymentStatus === "membership-fee-paid";
  return {
    certificate:
      record && canViewCertificate(viewer, record)
        ? {
            id: record.id,
            certificateNumber: record.certificateNumber,
            expiryDate: record.expiryDate.toISOString(),
            status: record.effectiveStatus,
            revokedAt: record.revokedAt?.toISOString() ?? null,
            revocationReason: record.revocationReason,
          }
        : null,
    canGenerate: !record && eligible && can(viewer, "certificate.generate"),
  };
}

import { uuidPattern } from "~/lib/uuid";
import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { certificateMessages } from "./certificate-messages";
import { selectCertificateRecords, type CertificateRecord } from "./certificate-record.server";
import { can, type Viewer } from "~/modules/permissions";

/** The owner (as a business) or staff see a certificate (policy `certificate.view`). */
export function canViewCertificate(viewer: Viewer, certificate: { businessId: string }): boolean {
  return can(viewer, "certificate.view", { businessId: certificate.businessId });
}

/** One certificate for its owner or staff; anyone else, or an unknown id: 404. */
export async function getCertificate(
  db: Executor,
  viewer: Viewer,
  certificateId: string,
): Promise<CertificateRecord> {
  if (!uuidPattern.test(certificateId)) {
    throw new AppError("not_found", certificateMessages.notFound);
  }
  const [record] = await selectCertificateRecords(db, eq(certificates.id, certificateId), {
    limit: 1,
  });
  if (!record || !canViewCertificate(viewer, record)) {
    throw new AppError("not_found", certificateMessages.notFound);
  }
  return record;
}

import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { certifiedRefusal, type CertifyingCertificate } from "~/domain/application-status";
import type { Executor } from "~/lib/db.server";
import type { ApplicationRow } from "./application-access.server";
import { certifiedRefusalMessage } from "./application-messages";

/**
 * The certificate that makes `application` certified: for a renewal the
 * certificate it renews, else the one issued for it (null: none yet).
 */
export async function certifyingCertificate(
  tx: Executor,
  application: Pick<ApplicationRow, "id" | "certificateId">,
): Promise<CertifyingCertificate | null> {
  const [row] = await tx
    .select({
      certificateNumber: certificates.certificateNumber,
      status: certificates.status,
      expiryDate: certificates.expiryDate,
    })
    .from(certificates)
    .where(
      application.certificateId
        ? eq(certificates.id, application.certificateId)
        : eq(certificates.applicationId, application.id),
    )
    .limit(1);
  return row ? { ...row, status: row.status as CertifyingCertificate["status"] } : null;
}

/**
 * Refuses (409, saying why and what to do) to make `application` certified
 * unless its certificate is active and not past its expiry (decision 051). A
 * renewal not yet completed passes with an expired certificate: its
 * completion, in the same transaction, makes the certificate active (and the
 * database trigger checks that at commit).
 */
export async function assertMayBecomeCertified(
  tx: Executor,
  application: ApplicationRow,
  now: Date = new Date(),
): Promise<void> {
  const certificate = await certifyingCertificate(tx, application);
  const reason = certifiedRefusal(certificate, {
    now,
    renewalPending: Boolean(
      application.certificateId && !application.metadata?.renewal_completed_at,
    ),
  });
  if (reason) {
    const message = certifiedRefusalMessage(reason, certificate?.certificateNumber);
    throw new AppError("conflict", message, { status: message });
  }
}

import { eq, or } from "drizzle-orm";
import { applications, certificates, type BusinessAddress } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export type CertificateEffectiveStatus = "valid" | "expired" | "revoked";

export type CertificateFacts = {
  certificateId: string;
  certificateNumber: string;
  businessName: string;
  /** One line; `Unknown` when missing. */
  businessAddress: string;
  issueDate: Date;
  expiryDate: Date;
  revokedAt: Date | null;
  status: CertificateEffectiveStatus;
};

/**
 * Temporary read of a certificate's public facts by verification code or
 * certificate number, until the certificates feature's getCertificateByCode
 * is available.
 */
export async function findCertificateFacts(
  db: Executor,
  codeOrNumber: string,
): Promise<CertificateFacts | null> {
  const value = codeOrNumber.trim();
  if (value === "") return null;
  const [row] = await db
    .select({
      id: certificates.id,
      certificateNumber: certificates.certificateNumber,
      status: certificates.status,
      issueDate: certificates.issueDate,
      expiryDate: certificates.expiryDate,
      revokedAt: certificates.revokedAt,
      businessName: applications.businessName,
      businessAddress: applications.businessAddress,
    })
    .from(certificates)
    .leftJoin(applications, eq(applications.id, certificates.applicationId))
    .where(
      or(
        eq(certificates.verificationCode, value),
        eq(certificates.certificateNumber, value.toUpperCase()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const status: CertificateEffectiveStatus =
    row.status === "revoked"
      ? "revoked"
      : row.status === "expired" || row.expiryDate.getTime() <= Date.now()
        ? "expired"
        : "valid";
  return {
    certificateId: row.id,
    certificateNumber: row.certificateNumber,
    businessName: row.businessName ?? "Unknown",
    businessAddress: addressLine(row.businessAddress),
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    revokedAt: row.revokedAt,
    status,
  };
}

function addressLine(address: BusinessAddress | null): string {
  if (!address) return "Unknown";
  const text = [
    address.street,
    [address.city, address.region, address.postalCode].filter(Boolean).join(", "),
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
  return text || "Unknown";
}

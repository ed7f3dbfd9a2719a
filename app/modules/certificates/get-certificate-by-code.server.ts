import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { getCertifiedStandardsVersion } from "~/modules/audits/index.server";
import { selectCertificateRecords } from "./certificate-record.server";
import {
  addressLines,
  certificateNumberPattern,
  type CertificateAddress,
  type EffectiveCertificateStatus,
} from "./certificate-rules";

/** What anyone may learn about a certificate (SPEC §6: verifying is public). */
export type PublicCertificateFacts = {
  certificateNumber: string;
  businessName: string;
  /** Structured address; parts are "" when missing. */
  businessAddress: CertificateAddress;
  /** Printable lines; ["Unknown"] when the address is missing. */
  businessAddressLines: string[];
  issueDate: Date;
  expiryDate: Date;
  status: EffectiveCertificateStatus;
  /** Set when revoked. */
  revokedAt: Date | null;
  /** Set when suspended (the date only is public, decision 056). */
  suspendedAt: Date | null;
  /** The standards version the business was audited against (null when none recorded). */
  standardsVersion: string | null;
};

/**
 * Public verification: by verification code (from the QR code) or by
 * certificate number (YEAR-NNNNN). Null when there is no such certificate.
 * The status is the effective one: revoked, expired (marked expired or past
 * its expiry date) or valid.
 */
export async function getCertificateByCode(
  db: Executor,
  codeOrNumber: string,
): Promise<PublicCertificateFacts | null> {
  const key = codeOrNumber.trim();
  if (!key || key.length > 200) return null;
  const where = certificateNumberPattern.test(key)
    ? eq(certificates.certificateNumber, key)
    : eq(certificates.verificationCode, key);
  const [record] = await selectCertificateRecords(db, where, { limit: 1 });
  if (!record) return null;
  return {
    certificateNumber: record.certificateNumber,
    businessName: record.businessName,
    businessAddress: record.businessAddress,
    businessAddressLines: addressLines(record.businessAddress),
    issueDate: record.issueDate,
    expiryDate: record.expiryDate,
    status: record.effectiveStatus,
    revokedAt: record.effectiveStatus === "revoked" ? record.revokedAt : null,
    suspendedAt: record.effectiveStatus === "suspended" ? record.suspendedAt : null,
    standardsVersion: await getCertifiedStandardsVersion(db, record.id),
  };
}

/**
 * The verification code of a certificate found by code or number (null when
 * none): the verification page links its verifiable credential by code.
 */
export async function findVerificationCode(
  db: Executor,
  codeOrNumber: string,
): Promise<string | null> {
  const key = codeOrNumber.trim();
  if (!key || key.length > 200) return null;
  const [row] = await db
    .select({ code: certificates.verificationCode })
    .from(certificates)
    .where(
      certificateNumberPattern.test(key)
        ? eq(certificates.certificateNumber, key)
        : eq(certificates.verificationCode, key),
    );
  return row?.code ?? null;
}

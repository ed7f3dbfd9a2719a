import { eq } from "drizzle-orm";
import { certificates } from "~/db/schema";
import { certificateAccreditation, type AccreditationState } from "~/domain/accreditation-state";
import type { Executor } from "~/lib/db.server";
import { selectCertificateRecords } from "./certificate-record.server";
import { accreditationClock, certificateFacts } from "./get-accreditation.server";

/** One certificate's standing now, for its live seal (decision 053). */
export type CertificateStanding = {
  certificateNumber: string;
  businessName: string;
  verificationUrl: string;
  /** The certificate's accreditation state (decision 050): never "never". */
  accreditation: Exclude<AccreditationState, { kind: "never" }>;
};

const CODE_MAX = 200;

/**
 * The current standing of the certificate with this verification code, from
 * the one accreditation state (decision 050), or null when there is none.
 * By the unguessable verification code only: a certificate number (a
 * sequence) never finds a seal.
 */
export async function getCertificateStanding(
  db: Executor,
  verificationCode: string,
  now: Date = new Date(),
): Promise<CertificateStanding | null> {
  if (!verificationCode || verificationCode.length > CODE_MAX) return null;
  const [record] = await selectCertificateRecords(
    db,
    eq(certificates.verificationCode, verificationCode),
    { limit: 1 },
  );
  if (!record) return null;
  return {
    certificateNumber: record.certificateNumber,
    businessName: record.businessName,
    verificationUrl: record.verificationUrl,
    accreditation: certificateAccreditation(certificateFacts(record), accreditationClock(now)),
  };
}

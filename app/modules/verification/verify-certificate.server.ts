import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { addressText } from "~/modules/certificates/certificate-rules";
import { getCertificateByCode } from "~/modules/certificates/get-certificate-by-code.server";
import { consumeRateLimit } from "~/modules/rate-limit/consume-rate-limit.server";
import type { VerificationResult } from "./verification-result";

/** Public look-ups allowed per client address: 60 a minute. */
export const VERIFY_RATE_LIMIT = { window: 60, max: 60 } as const;

/** The refusal when the limit is reached (HTTP 429), with the seconds to wait. */
export class VerifyRateLimitError extends AppError {
  constructor(readonly retryAfter: number) {
    super(
      "rate_limited",
      `Too many verification requests from your address. Please wait ${retryAfter} seconds and try again.`,
    );
  }
}

/**
 * Public certificate verification (no sign-in): by verification code (from
 * the QR code) or certificate number. Limited per client address; the
 * answer holds only the facts printed on the certificate and its status.
 */
export async function verifyCertificate(
  db: Executor,
  codeOrNumber: string,
  context: { clientIp: string },
): Promise<VerificationResult> {
  const limit = await consumeRateLimit(db, `verify:ip:${context.clientIp}`, VERIFY_RATE_LIMIT);
  if (!limit.allowed) {
    throw new VerifyRateLimitError(limit.retryAfter ?? VERIFY_RATE_LIMIT.window);
  }
  const facts = await getCertificateByCode(db, codeOrNumber);
  if (!facts) {
    return {
      status: "not_found",
      certificateNumber: null,
      businessName: null,
      businessAddress: null,
      issueDate: null,
      expiryDate: null,
      revokedAt: null,
    };
  }
  return {
    status: facts.status,
    certificateNumber: facts.certificateNumber,
    businessName: facts.businessName,
    businessAddress: addressText(facts.businessAddress),
    issueDate: facts.issueDate.toISOString(),
    expiryDate: facts.expiryDate.toISOString(),
    revokedAt: facts.revokedAt ? facts.revokedAt.toISOString() : null,
  };
}

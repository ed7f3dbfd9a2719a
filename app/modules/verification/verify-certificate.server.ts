import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { intlFor } from "~/lib/i18n/intl";
import { addressText, certificateNumberPattern } from "~/modules/certificates";
import { getCertificateByCode } from "~/modules/certificates/index.server";
import { TokenBuckets } from "~/modules/rate-limit";
import type { VerificationResult } from "./verification-result";
import { verifyMessages } from "./verify-messages";

/**
 * Look-ups by verification code (the unguessable code in the QR link) per
 * client address: a burst of 60, then one a second (decision 018).
 */
export const VERIFY_RATE_LIMIT = { window: 60, max: 60 } as const;
/**
 * Look-ups by certificate number (sequential, typed from paper) per client
 * address: a burst of 10, then one every 10 seconds — enough for a person,
 * too slow to walk the number sequence (decision 018).
 */
export const VERIFY_NUMBER_RATE_LIMIT = { burst: 10, everySeconds: 10 } as const;

let clockForTests: (() => number) | undefined;
const now = () => clockForTests?.() ?? Date.now();

/** In-memory, per process: a public read writes nothing to the database. */
const byCode = new TokenBuckets(
  {
    capacity: VERIFY_RATE_LIMIT.max,
    refillPerSecond: VERIFY_RATE_LIMIT.max / VERIFY_RATE_LIMIT.window,
  },
  { now },
);
const byNumber = new TokenBuckets(
  {
    capacity: VERIFY_NUMBER_RATE_LIMIT.burst,
    refillPerSecond: 1 / VERIFY_NUMBER_RATE_LIMIT.everySeconds,
  },
  { now },
);

/** Tests freeze (or move) the limiter's clock so refills do not depend on how fast they run. */
export function setVerifyClockForTests(clock: (() => number) | undefined) {
  clockForTests = clock;
}

/** The refusal when the limit is reached (HTTP 429), with the seconds to wait. */
export class VerifyRateLimitError extends AppError {
  constructor(
    readonly retryAfter: number,
    /** Refused by the tighter limit of look-ups by certificate number. */
    readonly byCertificateNumber = false,
  ) {
    // In English: the JSON answer's text (the page writes it in the reader's language).
    super(
      "rate_limited",
      intlFor("en").formatMessage(
        byCertificateNumber ? verifyMessages.rateLimitedByNumber : verifyMessages.rateLimited,
        { seconds: String(retryAfter) },
      ),
    );
  }
}

/**
 * Takes one look-up from the client's bucket (by number or by code), or
 * throws `VerifyRateLimitError`. The public page cache calls it before
 * answering a verification from memory, so cached answers stay limited.
 */
export function takeVerificationToken(codeOrNumber: string, clientIp: string): void {
  const byCertificateNumber = certificateNumberPattern.test(codeOrNumber.trim());
  const limit = (byCertificateNumber ? byNumber : byCode).take(clientIp);
  if (!limit.allowed) {
    throw new VerifyRateLimitError(limit.retryAfter ?? 1, byCertificateNumber);
  }
}

/**
 * Public certificate verification (no sign-in): by verification code (from
 * the QR code) or certificate number. Limited per client address, look-ups
 * by number more tightly (in-memory token buckets, no database write); the
 * answer holds only the facts printed on the certificate and its status.
 */
export async function verifyCertificate(
  db: Executor,
  codeOrNumber: string,
  context: { clientIp: string },
): Promise<VerificationResult> {
  takeVerificationToken(codeOrNumber, context.clientIp);
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
      suspendedAt: null,
      standardsVersion: null,
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
    suspendedAt: facts.suspendedAt ? facts.suspendedAt.toISOString() : null,
    standardsVersion: facts.standardsVersion,
  };
}

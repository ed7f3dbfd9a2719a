import { getDb } from "~/lib/db.server";
import { clientIp } from "~/lib/client-address.server";
import { rateLimitedJsonResponse, verificationJsonResponse } from "./verification-result";
import { verifyCertificate, VerifyRateLimitError } from "./verify-certificate.server";

/**
 * The machine answer for /api/verify/{id} and for /verify/{id} asked with
 * `Accept: application/json`: the facts as JSON (404 when not found), or 429
 * with Retry-After when the client address is over the limit.
 */
export async function verifyCertificateJson(request: Request, codeOrNumber: string) {
  try {
    const result = await verifyCertificate(getDb(), codeOrNumber, { clientIp: clientIp(request) });
    return verificationJsonResponse(result);
  } catch (error) {
    if (error instanceof VerifyRateLimitError) {
      return rateLimitedJsonResponse(error.message, error.retryAfter);
    }
    throw error;
  }
}

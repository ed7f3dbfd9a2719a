import { withOpenCors } from "~/lib/cors.server";
import { getDb } from "~/lib/db.server";
import { clientIp } from "~/lib/client-address.server";
import { rateLimitedJsonResponse, verificationJsonResponse } from "./verification-result";
import { verifyCertificate, VerifyRateLimitError } from "./verify-certificate.server";

/**
 * The machine answer for /api/verify/{id} and for /verify/{id} asked with
 * `Accept: application/json`: the facts as JSON (404 when not found), or 429
 * with Retry-After when the client address is over the limit. Open to every
 * origin (decision 053): any site may read it, the refusal included.
 * `negotiated`: asked of /verify/{id} by Accept (so it varies by Accept).
 */
export async function verifyCertificateJson(
  request: Request,
  codeOrNumber: string,
  options: { negotiated?: boolean } = {},
) {
  try {
    const result = await verifyCertificate(getDb(), codeOrNumber, { clientIp: clientIp(request) });
    return withOpenCors(verificationJsonResponse(result, options));
  } catch (error) {
    if (error instanceof VerifyRateLimitError) {
      return withOpenCors(rateLimitedJsonResponse(error.message, error.retryAfter));
    }
    throw error;
  }
}

import { withOpenCors } from "~/lib/cors.server";
import { getDb } from "~/lib/db.server";
import { clientIp } from "~/lib/client-address.server";
import { contentEtag, isNotModified } from "~/lib/http-cache.server";
import { rateLimitedJsonResponse, verificationJsonResponse } from "./verification-result";
import { verifyCertificate, VerifyRateLimitError } from "./verify-certificate.server";

/**
 * The machine answer for /api/verify/{id} and for /verify/{id} asked with
 * `Accept: application/json`: the facts as JSON (404 when not found), or 429
 * with Retry-After when the client address is over the limit. Open to every
 * origin (decision 053): any site may read it, the refusal included.
 * `negotiated`: asked of /verify/{id} by Accept (so it varies by Accept).
 * The found and the not-found answer carry their ETag (a found one answers 304 to it),
 * as the OpenAPI document says, whether or not the public page cache stores
 * them (it stores only 200s, and its own tag of the same bytes is the same;
 * decision 081).
 */
export async function verifyCertificateJson(
  request: Request,
  codeOrNumber: string,
  options: { negotiated?: boolean } = {},
) {
  try {
    const result = await verifyCertificate(getDb(), codeOrNumber, { clientIp: clientIp(request) });
    return withOpenCors(await withEtag(request, verificationJsonResponse(result, options)));
  } catch (error) {
    if (error instanceof VerifyRateLimitError) {
      return withOpenCors(rateLimitedJsonResponse(error.message, error.retryAfter));
    }
    throw error;
  }
}

/** The answer with its content ETag, or 304 Not Modified when the request already has it (200s). */
async function withEtag(request: Request, response: Response): Promise<Response> {
  const body = Buffer.from(await response.arrayBuffer());
  const etag = contentEtag(body);
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  // Preconditions apply to a 2xx answer only (RFC 9110 §13.2.1): a 404 stays a 404.
  if (response.status === 200 && isNotModified(request.method, request.headers, { etag })) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: response.status, headers });
}

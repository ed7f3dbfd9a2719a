/**
 * The open CORS policy of the public, read-only machine answers (decision
 * 053): verification JSON (`/api/verify/{id}`), the OpenAPI document, the
 * live seal, and the credentials, status lists and DID document. Anyone may
 * read them from any origin; no credentials (cookies) are involved, so the
 * wildcard origin is safe and the answers stay the same for every origin (no
 * `Vary: Origin`). One helper, so every such route sends the same headers.
 */
export const OPEN_CORS_METHODS = "GET, HEAD, OPTIONS";
/** Request headers a cross-origin reader may send (beyond the CORS-safelisted ones). */
export const OPEN_CORS_REQUEST_HEADERS = "Accept, If-None-Match, Cache-Control";
/** Response headers a cross-origin reader may see (beyond the CORS-safelisted ones). */
export const OPEN_CORS_EXPOSED_HEADERS = "ETag, Retry-After, Link";
/** How long a browser may keep a preflight answer (a day). */
export const OPEN_CORS_MAX_AGE = "86400";

/** Sets the open CORS headers on `headers` (in place) and returns it. */
export function setOpenCorsHeaders(headers: Headers): Headers {
  headers.set("Access-Control-Allow-Origin", "*");
  headers.set("Access-Control-Expose-Headers", OPEN_CORS_EXPOSED_HEADERS);
  return headers;
}

/** `response` with the open CORS headers added (a new Response when its headers are immutable). */
export function withOpenCors(response: Response): Response {
  try {
    setOpenCorsHeaders(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    setOpenCorsHeaders(copy.headers);
    return copy;
  }
}

/**
 * The answer to a CORS preflight (`OPTIONS`) of an open read-only resource:
 * 204 with the methods and headers allowed and how long to keep it. Also the
 * answer to a plain OPTIONS request (Allow lists the methods).
 */
export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      Allow: OPEN_CORS_METHODS,
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": OPEN_CORS_METHODS,
      "Access-Control-Allow-Headers": OPEN_CORS_REQUEST_HEADERS,
      "Access-Control-Max-Age": OPEN_CORS_MAX_AGE,
      "Cache-Control": "public, max-age=86400",
    },
  });
}

/**
 * What a route that is only read answers to any method other than GET/HEAD:
 * the preflight for OPTIONS, 405 with Allow for the rest. (React Router runs
 * a route's loader for OPTIONS and its action for POST, PUT, PATCH, DELETE:
 * a loader answers `preflightResponse()` for OPTIONS, the action this.)
 */
export function readOnlyMethodResponse(request: Request): Response {
  if (request.method === "OPTIONS") return preflightResponse();
  return withOpenCors(
    new Response("Method not allowed", {
      status: 405,
      headers: { Allow: OPEN_CORS_METHODS, "Content-Type": "text/plain; charset=utf-8" },
    }),
  );
}

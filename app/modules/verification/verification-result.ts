/** The public answer to "is this certificate genuine?", for people and machines. */
export type VerificationStatus = "valid" | "expired" | "revoked" | "suspended" | "not_found";

export type VerificationResult = {
  status: VerificationStatus;
  certificateNumber: string | null;
  businessName: string | null;
  /** One line: street, city, state/province, postal code, country. */
  businessAddress: string | null;
  /** ISO 8601 timestamps. */
  issueDate: string | null;
  expiryDate: string | null;
  revokedAt: string | null;
  /** ISO 8601, when suspended (decision 056): the date only, never the reason. */
  suspendedAt: string | null;
  /** The standards version the business was audited against (null when unknown or not found). */
  standardsVersion: string | null;
};

/** Short public caching: a revocation shows within a minute. */
export const VERIFY_CACHE_CONTROL = "public, max-age=60";

/**
 * True when the Accept header ranks application/json above text/html (a
 * browser's document or data request never does; `curl -H "Accept:
 * application/json"` does).
 */
export function prefersJson(accept: string | null): boolean {
  if (!accept) return false;
  let json = 0;
  let html = 0;
  for (const part of accept.split(",")) {
    const [type, ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (type === "application/json") json = Math.max(json, weight);
    else if (type === "text/html") html = Math.max(html, weight);
  }
  return json > 0 && json > html;
}

/**
 * The response for machines: the JSON facts, cacheable briefly, 404 when not
 * found. `negotiated` (the default): the same URL also answers HTML, so the
 * answer varies by Accept; /api/verify answers JSON whatever the Accept.
 */
export function verificationJsonResponse(
  result: VerificationResult,
  options: { negotiated?: boolean } = {},
): Response {
  const headers = new Headers({ "Cache-Control": VERIFY_CACHE_CONTROL });
  if (options.negotiated ?? true) headers.set("Vary", "Accept");
  return Response.json(result, { status: result.status === "not_found" ? 404 : 200, headers });
}

/** The refusal for machines when the rate limit is reached. */
export function rateLimitedJsonResponse(message: string, retryAfter?: number): Response {
  return Response.json(
    { error: "rate_limited", message },
    {
      status: 429,
      headers: {
        "Cache-Control": "no-store",
        ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}),
      },
    },
  );
}

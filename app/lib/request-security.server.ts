import crypto from "node:crypto";
import { createContext, type MiddlewareFunction } from "react-router";
import { strictTransportSecurity } from "./content-security-policy";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { hasNulByte } from "./text-hygiene";

/** The per-request Content-Security-Policy nonce (read by entry.server.tsx). */
export const cspNonceContext = createContext<string>("");

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Server-to-server endpoints that authenticate the sender themselves (a
 * signature over the body) and so may be called from anywhere.
 */
const CROSS_SITE_ALLOWED_PREFIXES = ["/api/payments/webhook/"];

export const CROSS_SITE_REFUSED = "Cross-site request refused.";

export const NUL_BYTE_REFUSED =
  "This address contains a character that is not allowed (a NUL byte). Check the link and try again.";

function originOfUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from another site. Same-origin
 * means the Origin header equals the public base URL's origin or the
 * request's own origin. Without Origin (older browsers, some same-origin
 * GET-to-POST cases), Sec-Fetch-Site decides; without that, Referer; a request
 * with none of the three does not come from a browser page and is allowed
 * (a cross-site forgery needs a browser, and browsers send Origin on POST).
 */
export function isCrossSiteRequest(request: Request, siteOrigin: string): boolean {
  const own = new Set([originOfUrl(siteOrigin), originOfUrl(request.url)].filter(Boolean));
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const parsed = originOfUrl(origin.trim());
    return parsed === null || !own.has(parsed);
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  const referer = request.headers.get("referer");
  if (referer !== null) {
    const parsed = originOfUrl(referer);
    return parsed === null || !own.has(parsed);
  }
  return false;
}

/**
 * Whether the request is a write from another site that is refused (all but
 * the signed payment webhooks). The root middleware answers it 403; React
 * Router refuses a page action from another origin itself, before the
 * middleware, with an error that `handleError` logs as this refusal.
 */
export function isRefusedCrossSiteWrite(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return (
    STATE_CHANGING.has(request.method.toUpperCase()) &&
    !CROSS_SITE_ALLOWED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
    isCrossSiteRequest(request, getEnv().baseUrl)
  );
}

/**
 * The root middleware (app/root.tsx) of every request, page and resource
 * route alike:
 * - refuses cross-site POST/PUT/PATCH/DELETE with 403 before any loader or
 *   action runs (the payment webhooks are exempt: they are signed);
 * - gives the request a fresh Content-Security-Policy nonce;
 * - refuses an address carrying a NUL byte (`%00`) with 400: no database
 *   accepts it in text, and no real link has one;
 * - adds Strict-Transport-Security when the public base URL is https.
 */
export const requestSecurityMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const env = getEnv();
  const hsts = strictTransportSecurity(env.baseUrl);
  const { pathname } = new URL(request.url);
  // Refusals answered here carry HSTS too (issue 24: every answer on https).
  const refusal = (status: number, text: string) =>
    new Response(text, {
      status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        ...(hsts ? { "Strict-Transport-Security": hsts } : {}),
      },
    });
  if (hasNulByte(request.url)) return refusal(400, NUL_BYTE_REFUSED);
  if (isRefusedCrossSiteWrite(request)) {
    logger.warn(
      {
        method: request.method,
        path: pathname,
        origin: request.headers.get("origin"),
        fetchSite: request.headers.get("sec-fetch-site"),
      },
      "cross-site request refused",
    );
    return refusal(403, CROSS_SITE_REFUSED);
  }
  context.set(cspNonceContext, crypto.randomBytes(18).toString("base64"));
  const response = await next();
  if (!hsts) return response;
  try {
    response.headers.set("Strict-Transport-Security", hsts);
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response.
    const headers = new Headers(response.headers);
    headers.set("Strict-Transport-Security", hsts);
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }
};

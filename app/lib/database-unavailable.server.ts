import type { MiddlewareFunction } from "react-router";
import { logger } from "./logger.server";
import { DATABASE_UNAVAILABLE_TEXT } from "./service-unavailable";

/**
 * The database cannot be reached (PostgreSQL stopped, restarting or out of
 * connections; issue 25): such a request is answered 503 with a page that
 * says so, not 500 "Unexpected Application Error!" — it is not a fault of
 * the request, and trying again in a moment helps.
 *
 * How: React Router gives a loader's or action's error to `handleError`
 * (entry.server.tsx) with the request's context; `noteDatabaseUnavailable`
 * marks that context. The document render then answers 503 with the
 * service-unavailable page, and `databaseUnavailableMiddleware` turns the 500
 * of a resource route or a `.data` request of that context into 503.
 */

/** Node's socket errors of a server that is down or unreachable. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection
 * exception), 57P01–57P03 (shut down by an administrator or a crash, or not
 * accepting connections yet), 53300 (too many connections).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300";
}

/** node-postgres's own messages for a connection that broke or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
];

/**
 * Why the database could not be reached, when that is what `error` (or an
 * error it wraps: Drizzle's "Failed query" keeps the driver's error as
 * `cause`) says; null for every other error (a bad query, a constraint, a bug).
 */
export function databaseUnavailableReason(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const text = typeof message === "string" ? message : "";
    if (typeof code === "string" && (SOCKET_CODES.has(code) || unavailableSqlState(code))) {
      return text.includes(code) ? text : `${code}: ${text}`.trim();
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(text))) return text;
    current = cause;
  }
  return null;
}

/** Contexts of requests that failed because the database was unavailable. */
const unavailableRequests = new WeakMap<object, string>();

/**
 * Called by `handleError` for every error of a request: remembers on the
 * request's context that the database was unavailable, and logs it once per
 * request without the stack (one line an operator can alert on). Returns
 * whether it was that.
 */
export function noteDatabaseUnavailable(
  context: object | undefined,
  error: unknown,
  request: Request,
): boolean {
  const reason = databaseUnavailableReason(error);
  if (!reason) return false;
  if (context && !unavailableRequests.has(context)) {
    unavailableRequests.set(context, reason);
    const { pathname } = new URL(request.url);
    logger.error({ method: request.method, path: pathname, reason }, "database unavailable");
  }
  return true;
}

/** Whether a loader or action of this request failed because the database was unavailable. */
export function databaseWasUnavailable(context: object | undefined): boolean {
  return context !== undefined && unavailableRequests.has(context);
}

/** How long a client should wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Root middleware (after the request-security one): the 500 React Router
 * gives a resource route (or a `.data` request) whose handler failed for
 * want of the database becomes 503 with Retry-After. Pages are answered 503
 * by the render itself (entry.server.tsx).
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  if (response.status !== 500 || !databaseWasUnavailable(context)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  const type = headers.get("Content-Type") ?? "";
  // A `.data` answer (text/x-script) keeps its encoded body: the browser's router reads it.
  if (type.includes("text/x-script") || type.includes("text/html")) {
    return new Response(response.body, { status: 503, headers });
  }
  await response.body?.cancel();
  headers.delete("Content-Length");
  // JSON for a JSON endpoint or a client that asks for it (the notification bell, payments).
  if (type.includes("json") || (request.headers.get("accept") ?? "").includes("application/json")) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(JSON.stringify({ error: DATABASE_UNAVAILABLE_TEXT }), {
      status: 503,
      headers,
    });
  }
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(DATABASE_UNAVAILABLE_TEXT, { status: 503, headers });
};

import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { consumeRateLimit } from "~/modules/rate-limit/consume-rate-limit.server";
import { CLIENT_IP_HEADER } from "./auth.server";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/**
 * Sign-in attempts are limited per client address and per e-mail address
 * (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS).
 */
export async function assertSignInAllowed(
  db: Executor,
  request: Request,
  kind: string,
  email?: string,
) {
  const env = getEnv();
  const rule = { window: env.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: env.AUTH_RATE_LIMIT_MAX };
  const keys = [`${kind}:ip:${clientIp(request)}`];
  if (email) keys.push(`${kind}:email:${email.toLowerCase()}`);
  for (const key of keys) {
    const result = await consumeRateLimit(db, key, rule);
    if (!result.allowed) {
      throw new AppError(
        "rate_limited",
        `Too many attempts. Please wait ${result.retryAfter} seconds and try again.`,
      );
    }
  }
}

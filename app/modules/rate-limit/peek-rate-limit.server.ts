import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";
import {
  retryAfterSeconds,
  type RateLimitResult,
  type RateLimitRule,
} from "./consume-rate-limit.server";

/**
 * Whether one more request against `key` would be allowed now, without
 * recording one (the same fixed window as `consumeRateLimit`). For checks made
 * before an expensive read, e.g. a request body, whose request is counted
 * later once it is known to be a real attempt.
 */
export async function peekRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const rows = await executeRows<{ count: number; window_start: string | Date }>(
    db,
    sql`select count, window_start from rate_limits
        where key = ${key} and window_start > now() - make_interval(secs => ${rule.window})`,
  );
  const row = rows[0];
  if (!row || Number(row.count) < rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: retryAfterSeconds(row.window_start, rule) };
}

import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";
import type { RateLimitResult, RateLimitRule } from "./consume-rate-limit.server";

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
  const started = new Date(row.window_start).getTime();
  const retryAfter = Math.max(1, Math.ceil((started + rule.window * 1000 - Date.now()) / 1000));
  return { allowed: false, retryAfter };
}

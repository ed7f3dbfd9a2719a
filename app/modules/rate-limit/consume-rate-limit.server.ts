import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "~/lib/db.server";

export type RateLimitRule = { window: number; max: number };
export type RateLimitResult = { allowed: boolean; retryAfter: number | null };

/**
 * Records one request against `key` and says whether it is allowed, in one
 * atomic statement (fixed window of `rule.window` seconds, at most `rule.max`
 * requests). Shared by better-auth's sign-in limits and our own forms.
 */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const rows = await executeRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case
        when rate_limits.window_start <= now() - make_interval(secs => ${rule.window}) then 1
        else rate_limits.count + 1 end,
      window_start = case
        when rate_limits.window_start <= now() - make_interval(secs => ${rule.window}) then now()
        else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0];
  if (!row) return { allowed: true, retryAfter: null };
  const count = Number(row.count);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: retryAfterSeconds(row.window_start, rule) };
}

/** Whole seconds until the fixed window that began at `windowStart` ends (at least 1). */
export function retryAfterSeconds(windowStart: string | Date, rule: RateLimitRule): number {
  const started = new Date(windowStart).getTime();
  return Math.max(1, Math.ceil((started + rule.window * 1000 - Date.now()) / 1000));
}

/**
 * In-memory token buckets, one per key (e.g. per client address), in this
 * process only. For cheap, hot public reads where a database write per
 * request would cost more than the read itself; limits that must hold across
 * processes and restarts (sign-in) use `consumeRateLimit` in the database.
 *
 * A bucket holds up to `capacity` tokens and regains `refillPerSecond`; a
 * request takes one. The map is bounded: past `maxKeys`, buckets that are
 * full again (idle long enough) are dropped first, then the least recently
 * used, to a tenth below the bound.
 */
export type TokenBucketRule = { capacity: number; refillPerSecond: number };
export type TakeResult = { allowed: boolean; retryAfter: number | null };

type Bucket = { tokens: number; updated: number };

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly rule: TokenBucketRule,
    private readonly options: { maxKeys?: number; now?: () => number } = {},
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Takes one token for `key`, or says how many seconds until one is back. */
  take(key: string): TakeResult {
    const now = this.now();
    const { capacity, refillPerSecond } = this.rule;
    const previous = this.buckets.get(key);
    const tokens = previous
      ? Math.min(capacity, previous.tokens + ((now - previous.updated) / 1000) * refillPerSecond)
      : capacity;
    // Re-insert: the map's order is the recency order used when pruning.
    this.buckets.delete(key);
    if (tokens >= 1) {
      this.buckets.set(key, { tokens: tokens - 1, updated: now });
      this.prune(now);
      return { allowed: true, retryAfter: null };
    }
    this.buckets.set(key, { tokens, updated: now });
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
  }

  get size() {
    return this.buckets.size;
  }

  clear() {
    this.buckets.clear();
  }

  /**
   * Past `maxKeys`: drops the buckets that are full again, then the least
   * recently used down to a tenth below the bound, so the scan runs once per
   * `maxKeys / 10` new keys, not on every request of a stream of new clients.
   */
  private prune(now: number) {
    const maxKeys = this.options.maxKeys ?? 50_000;
    if (this.buckets.size <= maxKeys) return;
    const { capacity, refillPerSecond } = this.rule;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updated) / 1000) * refillPerSecond >= capacity) {
        this.buckets.delete(key);
      }
    }
    const target = maxKeys - Math.floor(maxKeys / 10);
    for (const key of this.buckets.keys()) {
      if (this.buckets.size <= target) break;
      this.buckets.delete(key);
    }
  }
}

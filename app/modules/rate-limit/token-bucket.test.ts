import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./token-bucket";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("TokenBuckets", () => {
  it("allows a burst of `capacity`, then one request per refill interval", () => {
    const c = clock();
    const buckets = new TokenBuckets({ capacity: 3, refillPerSecond: 0.5 }, { now: c.now });
    expect([1, 2, 3].map(() => buckets.take("a").allowed)).toEqual([true, true, true]);
    expect(buckets.take("a")).toEqual({ allowed: false, retryAfter: 2 });
    c.advance(1000);
    expect(buckets.take("a")).toEqual({ allowed: false, retryAfter: 1 });
    c.advance(1000);
    expect(buckets.take("a").allowed).toBe(true);
    expect(buckets.take("a").allowed).toBe(false);
    // Another key has its own bucket.
    expect(buckets.take("b").allowed).toBe(true);
  });

  it("refills up to capacity only", () => {
    const c = clock();
    const buckets = new TokenBuckets({ capacity: 2, refillPerSecond: 1 }, { now: c.now });
    buckets.take("a");
    c.advance(60_000);
    expect([1, 2, 3].map(() => buckets.take("a").allowed)).toEqual([true, true, false]);
  });

  it("stays bounded: idle (full) buckets go first, then the least recently used", () => {
    const c = clock();
    const buckets = new TokenBuckets(
      { capacity: 2, refillPerSecond: 1 },
      { now: c.now, maxKeys: 3 },
    );
    buckets.take("old");
    c.advance(10_000);
    buckets.take("x");
    buckets.take("x");
    buckets.take("y");
    buckets.take("y");
    buckets.take("z");
    expect(buckets.size).toBe(3);
    // "old" was full again and dropped; the busy "x" keeps its empty bucket.
    expect(buckets.take("x").allowed).toBe(false);
  });

  it("prunes a tenth below the bound at once, so a stream of new clients does not scan the map on every request", () => {
    const c = clock();
    // One look-up, then one every 10 s: a used bucket stays empty through the test.
    const buckets = new TokenBuckets(
      { capacity: 1, refillPerSecond: 0.1 },
      { now: c.now, maxKeys: 100 },
    );
    for (let i = 0; i <= 100; i += 1) expect(buckets.take(`client-${i}`).allowed).toBe(true);
    // Client 100 was one past the bound: none is full again, so the least
    // recently used went, down to 90 (clients 0 to 10).
    expect(buckets.size).toBe(90);
    for (let i = 101; i <= 110; i += 1) buckets.take(`client-${i}`);
    expect(buckets.size).toBe(100);
    // The recent clients kept their empty buckets; a dropped one starts afresh.
    expect(buckets.take("client-11").allowed).toBe(false);
    expect(buckets.take("client-110").allowed).toBe(false);
    expect(buckets.size).toBe(100);
    expect(buckets.take("client-0").allowed).toBe(true);
    expect(buckets.size).toBe(90);
  });
});

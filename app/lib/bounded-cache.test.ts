import { describe, expect, it } from "vitest";
import { boundedCache } from "./bounded-cache";

describe("boundedCache", () => {
  const make = () =>
    boundedCache<string>({ maxBytes: 10, sizeOf: (v) => v.length, maxEntryBytes: 6 });

  it("returns what was kept and drops the least recently used to stay within its bytes", () => {
    const cache = make();
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    expect(cache.get("a")).toBe("aaaa"); // a is now the most recent
    cache.set("c", "cccc"); // 12 bytes would not fit: b (least recent) goes
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8 });
  });

  it("does not keep a value larger than one entry may be, and replaces a key's value", () => {
    const cache = make();
    cache.set("a", "aaaa");
    cache.set("big", "1234567");
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    cache.set("a", "aa");
    expect(cache.get("a")).toBe("aa");
    expect(cache.stats()).toEqual({ entries: 1, bytes: 2 });
  });
});

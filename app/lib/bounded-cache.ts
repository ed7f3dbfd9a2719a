/**
 * A cache of values by key that holds at most `maxBytes` (as `sizeOf`
 * counts them), dropping the least recently used first. A value larger
 * than `maxEntryBytes` (default an eighth of the budget) is not kept, so
 * one large value cannot empty the cache. For results that are pure
 * functions of their key (rendered Markdown, drawn maps).
 */
export function boundedCache<V>(options: {
  maxBytes: number;
  sizeOf: (value: V) => number;
  maxEntryBytes?: number;
}) {
  const entries = new Map<string, { value: V; size: number }>();
  const maxEntryBytes = options.maxEntryBytes ?? options.maxBytes / 8;
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V): void {
      remove(key);
      const size = options.sizeOf(value);
      if (size > maxEntryBytes) return;
      for (const oldest of entries.keys()) {
        if (bytes + size <= options.maxBytes) break;
        remove(oldest);
      }
      entries.set(key, { value, size });
      bytes += size;
    },
    /** Entries and bytes held (for tests and measurements). */
    stats(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes };
    },
  };
}

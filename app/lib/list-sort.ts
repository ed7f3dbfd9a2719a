export type SortDirection = "asc" | "desc";

export type SortState = { key: string; dir: SortDirection };

/**
 * Reads `sort` and `dir` from search params, allowing only the given keys.
 * Used by loaders (to order the query) and by the table (to show the order).
 */
export function parseSort(
  params: URLSearchParams | Record<string, string | undefined>,
  allowed: readonly string[],
  fallback: SortState,
): SortState {
  const get = (name: string) =>
    params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  const key = get("sort");
  const dir = get("dir");
  if (!key || !allowed.includes(key)) return fallback;
  return { key, dir: dir === "asc" || dir === "desc" ? dir : "asc" };
}

import { asc, desc, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SortState } from "~/components/data-table";

/**
 * ORDER BY for a list's whitelisted sort (`parseSort`): the chosen column in
 * the chosen direction, then the tie-breakers (a unique id last) in the same
 * direction, so pages never repeat or skip a row.
 */
export function sortOrder<K extends string>(
  sort: { key: K; dir: SortState["dir"] },
  columns: Record<K, SQLWrapper>,
  ...tieBreakers: SQLWrapper[]
): SQL[] {
  const by = sort.dir === "asc" ? asc : desc;
  return [by(columns[sort.key]), ...tieBreakers.map((t) => by(t))];
}

/** `%text%` for ILIKE: the search text as a substring, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

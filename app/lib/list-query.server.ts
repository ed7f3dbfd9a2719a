import { and, asc, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SortState } from "~/lib/list-sort";

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

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (query parameters of period filters). */
export function isIsoDay(value: string): boolean {
  return isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/**
 * A period of UTC calendar days, inclusive at both ends (the reports' period,
 * decision 031, and the lists its figures link to): `column` from the start
 * of `from` to the end of `to`. Either end may be left open.
 */
export function dayRangeCondition(
  column: SQLWrapper,
  range: { from?: string; to?: string },
): SQL | undefined {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${column} >= (${range.from}::date)::timestamp at time zone 'UTC'`);
  if (range.to) {
    parts.push(sql`${column} < ((${range.to}::date + 1)::timestamp at time zone 'UTC')`);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * A business address's state/province equals `region`, ignoring case and
 * surrounding spaces (the reports' region filter and the lists it links to).
 */
export function regionCondition(address: SQLWrapper, region: string): SQL {
  return sql`lower(trim(coalesce(${address}->>'region', ''))) = lower(trim(${region}))`;
}

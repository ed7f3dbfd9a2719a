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

/**
 * The filters of a list's address that its query parser dropped: a parameter
 * given a value while the parsed query holds none for it (`?status=active`
 * where the schema knows no such status; schemas drop a bad value with
 * `.catch(undefined)`). Pages say so at the filter bar; exports refuse.
 */
export function ignoredListFilters(params: URLSearchParams, query: object): string[] {
  const parsed = query as Record<string, unknown>;
  return [...new Set(params.keys())].filter(
    (name) =>
      Object.hasOwn(parsed, name) &&
      parsed[name] === undefined &&
      (params.get(name)?.trim() ?? "") !== "",
  );
}

/**
 * For a list's CSV export (decision 081): a filter the list does not know
 * answers 400 with what was wrong, never a file of the whole unfiltered list.
 */
export function refuseIgnoredListFilters(params: URLSearchParams, query: object): void {
  const ignored = ignoredListFilters(params, query);
  if (ignored.length === 0) return;
  const said = ignored.map((name) => `${name}=${params.get(name) ?? ""}`).join(", ");
  throw new Response(`Unknown filter value (${said}): nothing was exported.`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

import { z } from "zod";

/** The filter every report figure applies (decision 031). Dates are UTC calendar days, inclusive. */
export type ReportFilter = { from: string; to: string; region: string };

const day = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Default: the last 12 months up to today. */
export function defaultReportRange(now: Date = new Date()): { from: string; to: string } {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return { from: isoDay(from), to: isoDay(now) };
}

const validDay = (v: string) => day.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export const reportQuerySchema = z.object({
  from: z.string().trim().optional().catch(undefined),
  to: z.string().trim().optional().catch(undefined),
  region: z.string().trim().max(100).optional().catch(undefined),
});

/** Reads the filter from search params; invalid or reversed dates fall back to the default with a note. */
export function parseReportFilter(
  params: URLSearchParams,
  now: Date = new Date(),
): { filter: ReportFilter; problem: string | null } {
  const raw = reportQuerySchema.parse(Object.fromEntries(params));
  const fallback = defaultReportRange(now);
  let problem: string | null = null;
  let from = raw.from && validDay(raw.from) ? raw.from : fallback.from;
  let to = raw.to && validDay(raw.to) ? raw.to : fallback.to;
  if ((raw.from && !validDay(raw.from)) || (raw.to && !validDay(raw.to))) {
    problem = "Dates use the form YYYY-MM-DD; the last 12 months are shown instead.";
    from = fallback.from;
    to = fallback.to;
  } else if (from > to) {
    problem = "The start date is after the end date; the last 12 months are shown instead.";
    from = fallback.from;
    to = fallback.to;
  }
  return { filter: { from, to, region: raw.region ?? "" }, problem };
}

/** The filter as search params (for links and the CSV export). */
export function reportSearch(filter: ReportFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.region) params.set("region", filter.region);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

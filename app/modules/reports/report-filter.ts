import { z } from "zod";
import { defineMessages } from "~/lib/i18n/messages";

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

/** Messages at the date fields when the period cannot be reported (decision 066). */
export const reportFilterText = defineMessages({
  badDate: { id: "reports.filter.badDate", defaultMessage: "Enter a date as YYYY-MM-DD" },
  reversed: {
    id: "reports.filter.reversed",
    defaultMessage:
      "The end date is before the start date: choose an end date on or after the start date",
  },
  refused: {
    id: "reports.filter.refused",
    defaultMessage: "Correct the dates to see the figures.",
  },
});

/** Their English texts, as the filter's errors carry them (the screen translates them). */
export const reportFilterMessages = {
  badDate: reportFilterText.badDate.defaultMessage,
  reversed: reportFilterText.reversed.defaultMessage,
  refused: reportFilterText.refused.defaultMessage,
} as const;

export type ReportFilterErrors = { from?: string; to?: string };

/**
 * Reads the filter from search params. Missing dates take the default
 * period; an invalid date or an end before the start is refused with a
 * message at the field (`errors`), the entered values kept for the form,
 * and no figures are computed for it.
 */
export function parseReportFilter(
  params: URLSearchParams,
  now: Date = new Date(),
): { filter: ReportFilter; errors: ReportFilterErrors | null } {
  const raw = reportQuerySchema.parse(Object.fromEntries(params));
  const fallback = defaultReportRange(now);
  const from = raw.from || fallback.from;
  const to = raw.to || fallback.to;
  const errors: ReportFilterErrors = {};
  if (!validDay(from)) errors.from = reportFilterMessages.badDate;
  if (!validDay(to)) errors.to = reportFilterMessages.badDate;
  if (!errors.from && !errors.to && from > to) errors.to = reportFilterMessages.reversed;
  const filter = { from, to, region: raw.region ?? "" };
  return { filter, errors: errors.from || errors.to ? errors : null };
}

/** The filter as search params (for links and the CSV export). */
export function reportSearch(filter: ReportFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.region) params.set("region", filter.region);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

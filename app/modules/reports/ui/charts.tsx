import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ScrollRegion } from "~/components/scroll-region";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  noData: { id: "reports.chart.noData", defaultMessage: "No data for these filters." },
  datum: { id: "reports.chart.datum", defaultMessage: "{label}: {value}" },
  noPayments: {
    id: "reports.chart.noPayments",
    defaultMessage: "No payments received for these filters.",
  },
});

/**
 * Server-rendered SVG charts (decision 031): no script, sized by viewBox, an
 * accessible name and description; every chart is followed by its table.
 */
export type BarDatum = { label: string; value: number; href?: string };

const BAR_HEIGHT = 26;
const GAP = 8;
const LABEL_WIDTH = 190;
const WIDTH = 640;
const VALUE_WIDTH = 90;

/** The chart's description: "Label: value; Label: value" in the reader's language. */
function useDescription(data: BarDatum[], format: (value: number) => string): string {
  const intl = useIntl();
  return data
    .map((d) => intl.formatMessage(m.datum, { label: d.label, value: format(d.value) }))
    .join("; ");
}

/** Horizontal bars, one per datum, values at the bar's end. */
export function BarChart({
  id,
  title,
  data,
  format = (v) => String(v),
  color = "#1d5c3a",
}: {
  id: string;
  title: string;
  data: BarDatum[];
  format?: (value: number) => string;
  color?: string;
}) {
  const description = useDescription(data, format);
  if (data.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <FormattedMessage {...m.noData} />
      </p>
    );
  }
  const max = Math.max(1, ...data.map((d) => d.value));
  const plot = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = data.length * (BAR_HEIGHT + GAP) + GAP;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl"
      data-chart={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {data.map((d, i) => {
        const y = GAP + i * (BAR_HEIGHT + GAP);
        const w = Math.max(d.value > 0 ? 2 : 0, (d.value / max) * plot);
        const bar = (
          <>
            <text
              x={LABEL_WIDTH - 8}
              y={y + BAR_HEIGHT / 2 + 5}
              textAnchor="end"
              fontSize="13"
              fill="#1f2937"
            >
              {d.label.length > 26 ? `${d.label.slice(0, 25)}…` : d.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={w} height={BAR_HEIGHT} rx="3" fill={color} />
            <text x={LABEL_WIDTH + w + 6} y={y + BAR_HEIGHT / 2 + 5} fontSize="13" fill="#111827">
              {format(d.value)}
            </text>
          </>
        );
        return <g key={`${d.label}-${i}`}>{bar}</g>;
      })}
    </svg>
  );
}

/** Vertical columns (months). */
export function ColumnChart({
  id,
  title,
  data,
  format = (v) => String(v),
}: {
  id: string;
  title: string;
  data: BarDatum[];
  format?: (value: number) => string;
}) {
  const description = useDescription(data, format);
  if (data.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        <FormattedMessage {...m.noPayments} />
      </p>
    );
  }
  const height = 220;
  const top = 24;
  const bottom = 36;
  const max = Math.max(1, ...data.map((d) => d.value));
  const slot = WIDTH / data.length;
  const barWidth = Math.min(48, slot * 0.6);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-3xl"
      data-chart={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1="0" x2={WIDTH} y1={height - bottom} y2={height - bottom} stroke="#94a3b8" />
      {data.map((d, i) => {
        const h = ((height - top - bottom) * d.value) / max;
        const x = i * slot + (slot - barWidth) / 2;
        return (
          <g key={d.label}>
            <rect x={x} y={height - bottom - h} width={barWidth} height={h} rx="3" fill="#1d5c3a" />
            <text
              x={x + barWidth / 2}
              y={height - 14}
              textAnchor="middle"
              fontSize="12"
              fill="#1f2937"
            >
              {d.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A figure's table (the chart's text alternative), with links to the list behind each row. */
export function FigureTable({
  caption,
  headers,
  rows,
  links,
}: {
  caption: string;
  headers: string[];
  rows: (string | number | null)[][];
  links?: (string | undefined)[];
}) {
  if (rows.length === 0) return null;
  return (
    <ScrollRegion label={caption} className="mt-3">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => {
                const text = cell === null ? "—" : String(cell);
                const href = j === 0 ? links?.[i] : undefined;
                return j === 0 ? (
                  <th key={j} scope="row" className="px-3 py-1.5 font-medium text-slate-900">
                    {href ? (
                      <Link to={href} className="text-brand-800 underline">
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </th>
                ) : (
                  <td key={j} className="px-3 py-1.5 text-slate-900 tabular-nums">
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

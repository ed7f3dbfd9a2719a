import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { INTL_LOCALE } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";
import type { AuditListPage } from "../get-audit-list-page.server";
import { useAuditWhen } from "./audit-when";

const m = defineMessages({
  previous: { id: "audits.calendar.previous", defaultMessage: "← Previous month" },
  next: { id: "audits.calendar.next", defaultMessage: "Next month →" },
  count: {
    id: "audits.calendar.count",
    defaultMessage: "{count, plural, one {# audit} other {# audits}} in {month}",
  },
  caption: {
    id: "audits.calendar.caption",
    defaultMessage: "Audits in {month} (each audit in its business's time zone)",
  },
  entry: { id: "audits.calendar.entry", defaultMessage: "{time} {businessName}" },
});

/** Monday to Sunday (2024-01-01 was a Monday), long and short, in `locale`. */
function weekdayNames(locale: string) {
  const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i));
    return { long: long.format(day), short: short.format(day) };
  });
}

/** A month of audits, each on its day in its business's time zone, with links to the months around it. */
export function AuditCalendar({
  rows,
  weeks,
  monthLabel,
  previousTo,
  nextTo,
}: {
  rows: AuditListPage["rows"];
  weeks: AuditListPage["weeks"];
  monthLabel: string;
  previousTo: string;
  nextTo: string;
}) {
  const intl = useIntl();
  const when = useAuditWhen();
  const weekdays = weekdayNames(INTL_LOCALE[useLocale()]);
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) byDay.set(r.localDate, [...(byDay.get(r.localDate) ?? []), r]);
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <Link
          to={previousTo}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          <FormattedMessage {...m.previous} />
        </Link>
        <h2 className="text-lg font-semibold text-slate-900">{monthLabel}</h2>
        <Link
          to={nextTo}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          <FormattedMessage {...m.next} />
        </Link>
      </div>
      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        <FormattedMessage {...m.count} values={{ count: rows.length, month: monthLabel }} />
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">
            <FormattedMessage {...m.caption} values={{ month: monthLabel }} />
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              {weekdays.map((d) => (
                <th key={d.long} scope="col" className="px-2 py-2">
                  <abbr title={d.long} className="no-underline">
                    {d.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i} className="align-top">
                {week.map((day, j) => (
                  <td key={day ?? `pad-${i}-${j}`} className="h-24 border border-slate-100 p-1">
                    {day ? (
                      <>
                        <span className="block text-xs font-semibold text-slate-700">
                          <time dateTime={day}>{Number(day.slice(8, 10))}</time>
                        </span>
                        <ul className="mt-1 space-y-1">
                          {(byDay.get(day) ?? []).map((r) => (
                            <li key={r.id}>
                              <Link
                                to={`/dashboard/audits/${r.id}`}
                                className="block rounded bg-brand-50 px-1 py-0.5 text-xs text-brand-900 underline"
                              >
                                {intl.formatMessage(m.entry, {
                                  time: when.time(r.scheduledDate, r.timeZone),
                                  businessName: r.businessName,
                                })}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

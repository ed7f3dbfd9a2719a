import { pluralize } from "~/lib/format";
import { Link } from "react-router";
import type { AuditListPage } from "../get-audit-list-page.server";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

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
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) byDay.set(r.localDate, [...(byDay.get(r.localDate) ?? []), r]);
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <Link
          to={previousTo}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          ← Previous month
        </Link>
        <h2 className="text-lg font-semibold text-slate-900">{monthLabel}</h2>
        <Link
          to={nextTo}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          Next month →
        </Link>
      </div>
      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        {pluralize(rows.length, "audit")} in {monthLabel}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">
            Audits in {monthLabel} (each audit in its business&apos;s time zone)
          </caption>
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              {weekdays.map((d) => (
                <th key={d} scope="col" className="px-2 py-2">
                  <abbr title={d} className="no-underline">
                    {d.slice(0, 3)}
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
                                {r.time} {r.businessName}
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

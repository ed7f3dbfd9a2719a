import { FilterBar, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListSummary } from "~/components/list-summary";
import { DataTable } from "~/components/data-table";
import { readFormData } from "~/lib/form-data.server";
import { data, Link, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { FormMessage } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { isAppError } from "~/lib/app-error";
import { getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import {
  auditStatuses,
  auditStatusLabels,
  calendarWeeks,
  monthKey,
  monthRange,
  shiftMonth,
} from "~/modules/audits/audit-rules";
import {
  listAuditPage,
  listAudits,
  parseAuditListQuery,
} from "~/modules/audits/list-audits.server";
import { listScheduleOptions } from "~/modules/audits/list-schedule-options.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import { AuditStatusBadge } from "~/modules/audits/ui/audit-status-badge";
import {
  ScheduleAuditForm,
  type ScheduleAuditResult,
} from "~/modules/audits/ui/schedule-audit-form";
import { requireAccess, requireUser } from "~/modules/auth/session.server";
import { auditsFutureOnly, can } from "~/modules/permissions/policy";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Audits | ${siteName}` }];
}

const querySchema = z.object({
  view: z.enum(["list", "calendar"]).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
  notice: z.enum(["scheduled", "deleted"]).optional().catch(undefined),
});

const notices = {
  scheduled: "The audit is scheduled. The applicant and the examiner have been notified.",
  deleted: "The audit was deleted.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "audit.list");
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse(Object.fromEntries(params));
  const filter = parseAuditListQuery(params);
  const view = query.view ?? "list";
  const month = query.month && monthRange(query.month) ? query.month : monthKey(new Date());
  try {
    const db = getDb();
    const list =
      view === "calendar"
        ? await listAudits(db, session, { ...filter, sort: undefined, month }).then((rows) => ({
            rows,
            total: rows.length,
            page: 1,
            pageCount: 1,
          }))
        : await listAuditPage(db, session, filter);
    const canSchedule = can(session, "audit.schedule");
    return {
      ...list,
      view,
      month,
      weeks: view === "calendar" ? calendarWeeks(month) : [],
      filters: {
        status: filter.status ?? "",
        application: filter.applicationId ?? "",
        q: filter.q ?? "",
      },
      sort: filter.sort!,
      canSchedule,
      /** Everyone but administrators sees only future-dated audits in the unfiltered list (SPEC §6). */
      futureOnly: auditsFutureOnly(session, Boolean(filter.applicationId)),
      options: canSchedule ? await listScheduleOptions(db, session) : null,
      notice: query.notice ? notices[query.notice] : null,
    };
  } catch (error) {
    throwLoaderError(error, "Failed to fetch audits", "list audits");
  }
}

type ActionResult = ScheduleAuditResult;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const values = {
    applicationId: String(form.get("applicationId") ?? ""),
    examinerId: String(form.get("examinerId") ?? ""),
    date: String(form.get("date") ?? ""),
    time: String(form.get("time") ?? ""),
    timeZone: String(form.get("timeZone") ?? ""),
  };
  try {
    await scheduleAudit(getDb(), session, values);
  } catch (error) {
    if (isAppError(error)) {
      return data<ActionResult>(
        { ok: false, message: error.message, fieldErrors: error.fieldErrors, values },
        { status: error.status },
      );
    }
    logger.error({ err: error }, "schedule audit failed");
    return data<ActionResult>(
      { ok: false, message: "Failed to schedule the audit", fieldErrors: {}, values },
      { status: 500 },
    );
  }
  return new Response(null, {
    status: 303,
    headers: { Location: "/dashboard/audits?notice=scheduled" },
  });
}

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export default function AuditsList({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, view, month, weeks, filters, sort } = loaderData;
  const { canSchedule, futureOnly, options, notice } = loaderData;
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === "/dashboard/audits";
  const filtered = Boolean(filters.status || filters.application || filters.q);
  const pageLink = (n: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(n));
    next.delete("notice");
    return `?${next.toString()}`;
  };
  const withParams = (next: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    const merged = {
      status: filters.status,
      application: filters.application,
      q: filters.q,
      ...next,
    };
    for (const [k, v] of Object.entries(merged)) if (v) params.set(k, v);
    const text = params.toString();
    return text ? `?${text}` : "?";
  };
  const monthLabel = new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(monthRange(month)!.start);
  const byDay = new Map<string, typeof rows>();
  for (const r of rows) byDay.set(r.localDate, [...(byDay.get(r.localDate) ?? []), r]);
  const toggleClass = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-semibold ${
      active
        ? "bg-brand-700 text-white"
        : "border border-slate-300 text-slate-800 hover:bg-slate-50"
    }`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Audits</h1>
          <p className="mt-1 text-slate-700">
            {filters.application
              ? "Every audit of this application."
              : futureOnly
                ? "Upcoming audits. Filter by application to see past ones."
                : "Every audit, past and upcoming."}
          </p>
        </div>
        <nav aria-label="Audit views" className="flex gap-2">
          <Link
            to={withParams({ view: undefined })}
            aria-current={view === "list" ? "page" : undefined}
            className={toggleClass(view === "list")}
          >
            List
          </Link>
          <Link
            to={withParams({ view: "calendar", month })}
            aria-current={view === "calendar" ? "page" : undefined}
            className={toggleClass(view === "calendar")}
          >
            Calendar
          </Link>
        </nav>
      </div>

      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {canSchedule && options ? <ScheduleAuditForm options={options} result={actionData} /> : null}

      <FilterBar
        label="Filter audits"
        filtered={filtered}
        submitLabel="Filter"
        clearTo={view === "calendar" ? `?view=calendar&month=${month}` : "?"}
      >
        {view === "calendar" ? (
          <>
            <input type="hidden" name="view" value="calendar" />
            <input type="hidden" name="month" value={month} />
          </>
        ) : null}
        {filters.application ? (
          <input type="hidden" name="application" value={filters.application} />
        ) : null}
        <FilterSelect
          id="audit-status"
          name="status"
          label="Status"
          value={filters.status}
          allLabel="All statuses"
          options={auditStatuses.map((s) => ({ value: s, label: auditStatusLabels[s] }))}
        />
        <FilterSearch
          id="audit-q"
          label="Search business name or applicant e-mail"
          value={filters.q}
          maxLength={100}
        />
      </FilterBar>

      <section aria-labelledby="audits-h" aria-busy={loading}>
        {view === "calendar" ? (
          <>
            <div className="mb-3 flex items-center justify-between">
              <Link
                to={withParams({ view: "calendar", month: shiftMonth(month, -1) })}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                ← Previous month
              </Link>
              <h2 id="audits-h" className="text-lg font-semibold text-slate-900">
                {monthLabel}
              </h2>
              <Link
                to={withParams({ view: "calendar", month: shiftMonth(month, 1) })}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                Next month →
              </Link>
            </div>
            <p className="mb-2 text-sm text-slate-700" aria-live="polite">
              {rows.length} audit{rows.length === 1 ? "" : "s"} in {monthLabel}
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
                        <td
                          key={day ?? `pad-${i}-${j}`}
                          className="h-24 border border-slate-100 p-1"
                        >
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
        ) : (
          <>
            <h2 id="audits-h" className="sr-only">
              Audit list
            </h2>
            <ListSummary
              total={total}
              noun="audit"
              filtered={filtered}
              page={page}
              pageCount={pageCount}
              exportPath="/dashboard/audits/export"
              exportWhat={"audits"}
            />
            {rows.length === 0 ? (
              <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
                <p className="text-slate-700">
                  {filtered
                    ? "No audits match these filters."
                    : canSchedule
                      ? "No upcoming audits. Schedule one with the form above."
                      : "You have no upcoming audits."}
                </p>
              </div>
            ) : (
              <DataTable
                caption="Audit list"
                rows={rows}
                rowKey={(r) => r.id}
                sort={sort}
                testId="audits-table"
                columns={[
                  {
                    key: "business",
                    header: "Business",
                    sortable: true,
                    cell: (r) => (
                      <>
                        <Link
                          to={`/dashboard/audits/${r.id}`}
                          className="font-medium text-brand-800 underline"
                        >
                          {r.businessName}
                        </Link>
                        <span className="block text-xs text-slate-600">{r.businessAddress}</span>
                      </>
                    ),
                  },
                  {
                    key: "examinerName",
                    header: "Examiner",
                    sortable: true,
                    className: "text-slate-900",
                    cell: (r) => r.examinerName,
                  },
                  {
                    key: "when",
                    header: "Date and time",
                    sortable: true,
                    className: "whitespace-nowrap text-slate-900",
                    cell: (r) => (
                      <time dateTime={r.scheduledDate}>
                        {r.date}, {r.time}
                      </time>
                    ),
                  },
                  {
                    key: "status",
                    header: "Status",
                    sortable: true,
                    cell: (r) => <AuditStatusBadge status={r.status} />,
                  },
                ]}
              />
            )}
            <Pagination page={page} pageCount={pageCount} hrefFor={pageLink} className="mt-4" />
          </>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

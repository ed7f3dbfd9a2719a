import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { auditStatuses, auditStatusLabels, monthRange, shiftMonth } from "../audit-rules";
import type { AuditListPage } from "../get-audit-list-page.server";
import { AuditCalendar } from "./audit-calendar";
import { AuditStatusBadge } from "./audit-status-badge";
import { CalendarFeedSection, type CalendarFeedResult } from "./calendar-feed-section";
import { ScheduleAuditForm, type ScheduleAuditResult } from "./schedule-audit-form";

const toggleClass = (active: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold ${
    active ? "bg-brand-700 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-50"
  }`;

/** /dashboard/audits: the list (or a month's calendar) and, for staff, the schedule form. */
export function AuditsListScreen({
  page,
  result,
}: {
  page: AuditListPage;
  result: ScheduleAuditResult | CalendarFeedResult | undefined;
}) {
  // The calendar feed's answers name their intent; the schedule form's carry field errors.
  const feedResult =
    result && "intent" in result && result.intent.endsWith("-calendar-feed") ? result : undefined;
  const scheduleResult = !feedResult && result && "fieldErrors" in result ? result : undefined;
  const { rows, total, view, month, weeks, filters, sort } = page;
  const { canSchedule, futureOnly, options, notice } = page;
  const filtered = Boolean(filters.status || filters.application || filters.q);
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
  const calendar = view === "calendar";

  return (
    <ListScreen
      title="Audits"
      intro={
        filters.application
          ? "Every audit of this application."
          : futureOnly
            ? "Upcoming audits. Filter by application to see past ones."
            : "Every audit, past and upcoming."
      }
      actions={
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
            aria-current={calendar ? "page" : undefined}
            className={toggleClass(calendar)}
          >
            Calendar
          </Link>
        </nav>
      }
      afterHeading={
        <>
          {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
          {canSchedule && options ? (
            <ScheduleAuditForm options={options} result={scheduleResult} />
          ) : null}
          {page.calendarFeed !== undefined ? (
            <CalendarFeedSection feed={page.calendarFeed} result={feedResult} />
          ) : null}
        </>
      }
      filters={{
        label: "Filter audits",
        filtered,
        submitLabel: "Filter",
        clearTo: calendar ? `?view=calendar&month=${month}` : "?",
        fields: (
          <>
            {calendar ? (
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
          </>
        ),
      }}
      resultsLabel={calendar ? "Audit calendar" : "Audit list"}
      summary={
        calendar
          ? undefined
          : { total, noun: "audit", exportPath: "/dashboard/audits/export", exportWhat: "audits" }
      }
      page={page.page}
      pageCount={page.pageCount}
      oneTimeParams={["notice"]}
      isEmpty={!calendar && rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered
            ? "No audits match these filters."
            : canSchedule
              ? "No upcoming audits. Schedule one with the form above."
              : "You have no upcoming audits."}
        </p>
      }
    >
      {calendar ? (
        <AuditCalendar
          rows={rows}
          weeks={weeks}
          monthLabel={monthLabel}
          previousTo={withParams({ view: "calendar", month: shiftMonth(month, -1) })}
          nextTo={withParams({ view: "calendar", month: shiftMonth(month, 1) })}
        />
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
    </ListScreen>
  );
}

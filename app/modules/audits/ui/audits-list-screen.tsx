import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { FormMessage } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";
import { INTL_LOCALE } from "~/domain/locale";
import {
  auditStatuses,
  auditStatusMessages,
  auditText,
  monthRange,
  shiftMonth,
} from "../audit-rules";
import { calendarFeedText } from "../calendar-feed-messages";
import type { AuditListPage } from "../get-audit-list-page.server";
import { AuditCalendar } from "./audit-calendar";
import { AuditStatusBadge } from "./audit-status-badge";
import { CalendarFeedSection, type CalendarFeedResult } from "./calendar-feed-section";
import { ScheduleAuditForm, type ScheduleAuditResult } from "./schedule-audit-form";
import { auditWhenMessages, useAuditWhen } from "./audit-when";

const m = defineMessages({
  title: { id: "audits.list.title", defaultMessage: "Audits" },
  introApplication: {
    id: "audits.list.introApplication",
    defaultMessage: "Every audit of this application.",
  },
  introFuture: {
    id: "audits.list.introFuture",
    defaultMessage: "Upcoming audits. Filter by application to see past ones.",
  },
  introAll: { id: "audits.list.introAll", defaultMessage: "Every audit, past and upcoming." },
  views: { id: "audits.list.views", defaultMessage: "Audit views" },
  list: { id: "audits.list.viewList", defaultMessage: "List" },
  calendar: { id: "audits.list.viewCalendar", defaultMessage: "Calendar" },
  filters: { id: "audits.list.filters", defaultMessage: "Filter audits" },
  filter: { id: "audits.list.filter", defaultMessage: "Filter" },
  status: { id: "audits.list.status", defaultMessage: "Status" },
  allStatuses: { id: "audits.list.allStatuses", defaultMessage: "All statuses" },
  search: {
    id: "audits.list.search",
    defaultMessage: "Search business name or applicant e-mail",
  },
  calendarLabel: { id: "audits.list.calendarLabel", defaultMessage: "Audit calendar" },
  listLabel: { id: "audits.list.listLabel", defaultMessage: "Audit list" },
  count: {
    id: "audits.list.count",
    defaultMessage: "{count, plural, one {# audit} other {# audits}}",
  },
  exportWhat: { id: "audits.list.exportWhat", defaultMessage: "audits" },
  noMatch: { id: "audits.list.noMatch", defaultMessage: "No audits match these filters." },
  noneStaff: {
    id: "audits.list.noneStaff",
    defaultMessage: "No upcoming audits. Schedule one with the form above.",
  },
  none: { id: "audits.list.none", defaultMessage: "You have no upcoming audits." },
  business: { id: "audits.list.business", defaultMessage: "Business" },
  examiner: { id: "audits.list.examiner", defaultMessage: "Examiner" },
  when: { id: "audits.list.when", defaultMessage: "Date and time" },
});

const toggleClass = (active: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold ${
    active ? "bg-brand-700 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-50"
  }`;

const noticeMessages = {
  scheduled: auditText.scheduled,
  deleted: auditText.deleted,
  "feed-revoked": calendarFeedText.revoked,
} as const;

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
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const when = useAuditWhen();
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
  const monthLabel = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(monthRange(month)!.start);
  const calendar = view === "calendar";

  return (
    <ListScreen
      title={t(m.title)}
      intro={t(filters.application ? m.introApplication : futureOnly ? m.introFuture : m.introAll)}
      actions={
        <nav aria-label={t(m.views)} className="flex gap-2">
          <Link
            to={withParams({ view: undefined })}
            aria-current={view === "list" ? "page" : undefined}
            className={toggleClass(view === "list")}
          >
            <FormattedMessage {...m.list} />
          </Link>
          <Link
            to={withParams({ view: "calendar", month })}
            aria-current={calendar ? "page" : undefined}
            className={toggleClass(calendar)}
          >
            <FormattedMessage {...m.calendar} />
          </Link>
        </nav>
      }
      afterHeading={
        <>
          {notice ? (
            <FormMessage kind="success">
              <FormattedMessage {...noticeMessages[notice]} />
            </FormMessage>
          ) : null}
          {canSchedule && options ? (
            <ScheduleAuditForm options={options} result={scheduleResult} />
          ) : null}
          {page.calendarFeed !== undefined ? (
            <CalendarFeedSection feed={page.calendarFeed} result={feedResult} />
          ) : null}
        </>
      }
      filters={{
        label: t(m.filters),
        filtered,
        submitLabel: t(m.filter),
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
              label={t(m.status)}
              value={filters.status}
              allLabel={t(m.allStatuses)}
              options={auditStatuses.map((s) => ({ value: s, label: t(auditStatusMessages[s]) }))}
            />
            <FilterSearch id="audit-q" label={t(m.search)} value={filters.q} maxLength={100} />
          </>
        ),
      }}
      resultsLabel={t(calendar ? m.calendarLabel : m.listLabel)}
      summary={
        calendar
          ? undefined
          : {
              total,
              noun: m.count,
              exportPath: "/dashboard/audits/export",
              exportWhat: t(m.exportWhat),
            }
      }
      page={page.page}
      pageCount={page.pageCount}
      oneTimeParams={["notice"]}
      isEmpty={!calendar && rows.length === 0}
      empty={
        <p className="text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : canSchedule ? m.noneStaff : m.none)} />
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
          caption={t(m.listLabel)}
          rows={rows}
          rowKey={(r) => r.id}
          sort={sort}
          testId="audits-table"
          columns={[
            {
              key: "business",
              header: t(m.business),
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
              header: t(m.examiner),
              sortable: true,
              className: "text-slate-900",
              cell: (r) => r.examinerName,
            },
            {
              key: "when",
              header: t(m.when),
              sortable: true,
              className: "whitespace-nowrap text-slate-900",
              cell: (r) => (
                <time dateTime={r.scheduledDate}>
                  {t(auditWhenMessages.when, {
                    date: when.date(r.scheduledDate, r.timeZone),
                    time: when.time(r.scheduledDate, r.timeZone),
                  })}
                </time>
              ),
            },
            {
              key: "status",
              header: t(m.status),
              sortable: true,
              cell: (r) => <AuditStatusBadge status={r.status} />,
            },
          ]}
        />
      )}
    </ListScreen>
  );
}

import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import {
  correctiveActionSeverities,
  correctiveActionStatuses,
} from "~/domain/corrective-action-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { correctiveActionPath } from "../corrective-action-rules";
import type { CorrectiveActionsPage } from "../list-corrective-actions.server";
import {
  correctiveActionSeverityMessages,
  correctiveActionStatusMessages,
  correctiveActionUiMessages as u,
} from "./corrective-action-labels";

const m = defineMessages({
  intro: {
    id: "correctiveActions.list.intro",
    defaultMessage:
      "Each minor or major non-conformity found in an audit becomes a corrective action: the business answers with the root cause, what it changed and evidence; the examiner or staff verify it.",
  },
  filters: { id: "correctiveActions.list.filters", defaultMessage: "Filter corrective actions" },
  search: { id: "correctiveActions.list.search", defaultMessage: "Search business or standard" },
  status: { id: "correctiveActions.list.status", defaultMessage: "Status" },
  allStatuses: { id: "correctiveActions.list.allStatuses", defaultMessage: "All statuses" },
  severity: { id: "correctiveActions.list.severity", defaultMessage: "Severity" },
  allSeverities: { id: "correctiveActions.list.allSeverities", defaultMessage: "All severities" },
  deadline: { id: "correctiveActions.list.deadline", defaultMessage: "Due date" },
  any: { id: "correctiveActions.list.any", defaultMessage: "Any" },
  overdueOnly: { id: "correctiveActions.list.overdueOnly", defaultMessage: "Overdue only" },
  count: {
    id: "correctiveActions.list.count",
    defaultMessage: "{count, plural, one {# corrective action} other {# corrective actions}}",
  },
  noMatch: {
    id: "correctiveActions.list.noMatch",
    defaultMessage: "No corrective actions match these filters.",
  },
  none: {
    id: "correctiveActions.list.none",
    defaultMessage:
      "There are no corrective actions. They appear here when a completed audit finds a non-conformity.",
  },
  audits: { id: "correctiveActions.list.audits", defaultMessage: "See the audits" },
  clear: { id: "correctiveActions.list.clear", defaultMessage: "Show all corrective actions" },
  caption: { id: "correctiveActions.list.caption", defaultMessage: "Corrective actions" },
  standard: { id: "correctiveActions.list.standard", defaultMessage: "Standard" },
  business: { id: "correctiveActions.list.business", defaultMessage: "Business" },
  due: { id: "correctiveActions.list.due", defaultMessage: "Due" },
  standardCell: {
    id: "correctiveActions.list.standardCell",
    defaultMessage: "{number}. {title}",
  },
});

/** Corrective actions (issue 37): each role its own scope, overdue rows flagged in words. */
export function CorrectiveActionsListScreen({ page: data }: { page: CorrectiveActionsPage }) {
  const { rows, total, page, pageCount, filters, sort } = data;
  const intl = useIntl();
  const f = useFormat();
  const filtered = Boolean(
    filters.q || filters.status || filters.severity || filters.overdue || filters.application,
  );
  return (
    <ListScreen
      title={intl.formatMessage(u.listTitle)}
      intro={intl.formatMessage(m.intro)}
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        fields: (
          <>
            {filters.application ? (
              <input type="hidden" name="application" value={filters.application} />
            ) : null}
            <FilterSearch
              id="corrective-actions-q"
              label={intl.formatMessage(m.search)}
              value={filters.q}
            />
            <FilterSelect
              id="corrective-actions-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={correctiveActionStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(correctiveActionStatusMessages[s]),
              }))}
            />
            <FilterSelect
              id="corrective-actions-severity"
              name="severity"
              label={intl.formatMessage(m.severity)}
              value={filters.severity}
              allLabel={intl.formatMessage(m.allSeverities)}
              options={correctiveActionSeverities.map((s) => ({
                value: s,
                label: intl.formatMessage(correctiveActionSeverityMessages[s]),
              }))}
            />
            <FilterSelect
              id="corrective-actions-overdue"
              name="overdue"
              label={intl.formatMessage(m.deadline)}
              value={filters.overdue ? "1" : ""}
              allLabel={intl.formatMessage(m.any)}
              options={[{ value: "1", label: intl.formatMessage(m.overdueOnly) }]}
            />
          </>
        ),
      }}
      summary={{ total, noun: m.count }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <div className="space-y-2 text-slate-700">
          <p>
            <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
          </p>
          <p>
            {filtered ? (
              <Link to="/dashboard/corrective-actions" className="text-brand-800 underline">
                <FormattedMessage {...m.clear} />
              </Link>
            ) : (
              <Link to="/dashboard/audits" className="text-brand-800 underline">
                <FormattedMessage {...m.audits} />
              </Link>
            )}
          </p>
        </div>
      }
    >
      <DataTable
        caption={intl.formatMessage(m.caption)}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="corrective-actions-table"
        columns={[
          {
            key: "standard",
            header: intl.formatMessage(m.standard),
            sortable: true,
            cell: (row) => (
              <Link
                to={correctiveActionPath(row.id)}
                className="font-medium break-words text-brand-800 underline"
              >
                {intl.formatMessage(m.standardCell, {
                  number: row.standardNumber,
                  title: row.standardTitle,
                })}
              </Link>
            ),
          },
          {
            key: "business",
            header: intl.formatMessage(m.business),
            sortable: true,
            className: "text-slate-900",
            cell: (row) => row.businessName,
          },
          {
            key: "severity",
            header: intl.formatMessage(m.severity),
            className: "text-slate-900",
            cell: (row) => intl.formatMessage(correctiveActionSeverityMessages[row.severity]),
          },
          {
            key: "status",
            header: intl.formatMessage(m.status),
            sortable: true,
            className: "text-slate-900",
            cell: (row) => intl.formatMessage(correctiveActionStatusMessages[row.status]),
          },
          {
            key: "due",
            header: intl.formatMessage(m.due),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => (
              <>
                <time dateTime={row.dueOn}>{f.day(row.dueOn)}</time>
                {row.overdue ? <OverdueFlag /> : null}
              </>
            ),
          },
        ]}
      />
    </ListScreen>
  );
}

/** "Overdue" in words (not only a colour). */
export function OverdueFlag() {
  return (
    <span className="ml-2 inline-block rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
      <FormattedMessage {...u.overdue} />
    </span>
  );
}

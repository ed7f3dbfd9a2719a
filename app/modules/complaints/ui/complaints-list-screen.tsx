import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import { complaintOutcomes, complaintStatuses } from "~/domain/complaint-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import {
  complaintOutcomeMessages,
  complaintPath,
  complaintStatusMessages,
} from "../complaint-messages";
import type { ComplaintsPage } from "../list-complaints.server";
import { ComplaintStatusBadge, OverdueBadge } from "./complaint-badges";

const m = defineMessages({
  title: { id: "complaints.list.title", defaultMessage: "Complaints" },
  intro: {
    id: "complaints.list.intro",
    defaultMessage:
      "Concerns the public has reported about accredited businesses. Acknowledge each within its deadline, assign someone impartial, and resolve it with findings.",
  },
  filters: { id: "complaints.list.filters", defaultMessage: "Filter complaints" },
  search: { id: "complaints.list.search", defaultMessage: "Search reference or business" },
  status: { id: "complaints.list.status", defaultMessage: "Status" },
  allStatuses: { id: "complaints.list.allStatuses", defaultMessage: "All statuses" },
  outcome: { id: "complaints.list.outcome", defaultMessage: "Outcome" },
  allOutcomes: { id: "complaints.list.allOutcomes", defaultMessage: "All outcomes" },
  deadline: { id: "complaints.list.deadline", defaultMessage: "Deadline" },
  any: { id: "complaints.list.any", defaultMessage: "Any" },
  overdueOnly: { id: "complaints.list.overdueOnly", defaultMessage: "Overdue only" },
  from: { id: "complaints.list.from", defaultMessage: "Received from" },
  to: { id: "complaints.list.to", defaultMessage: "Received to" },
  count: {
    id: "complaints.list.count",
    defaultMessage: "{count, plural, one {# complaint} other {# complaints}}",
  },
  noMatch: { id: "complaints.list.noMatch", defaultMessage: "No complaints match these filters." },
  none: { id: "complaints.list.none", defaultMessage: "No concerns have been reported yet." },
  caption: { id: "complaints.list.caption", defaultMessage: "Complaints" },
  reference: { id: "complaints.list.reference", defaultMessage: "Reference" },
  business: { id: "complaints.list.business", defaultMessage: "Business" },
  received: { id: "complaints.list.received", defaultMessage: "Received" },
  due: { id: "complaints.list.due", defaultMessage: "Due" },
  assignee: { id: "complaints.list.assignee", defaultMessage: "Assigned to" },
  notAssigned: { id: "complaints.list.notAssigned", defaultMessage: "Not assigned" },
});

/** Complaints (committee and administrators, decision 058): every case with its deadline. */
export function ComplaintsListScreen({ page: data }: { page: ComplaintsPage }) {
  const { rows, total, page, pageCount, filters, sort } = data;
  const intl = useIntl();
  const f = useFormat();
  const filtered = Boolean(
    filters.q || filters.status || filters.outcome || filters.overdue || filters.from || filters.to,
  );
  return (
    <ListScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      filters={{
        label: intl.formatMessage(m.filters),
        filtered,
        fields: (
          <>
            <FilterSearch
              id="complaints-q"
              label={intl.formatMessage(m.search)}
              value={filters.q}
            />
            <FilterSelect
              id="complaints-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={complaintStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(complaintStatusMessages[s]),
              }))}
            />
            <FilterSelect
              id="complaints-outcome"
              name="outcome"
              label={intl.formatMessage(m.outcome)}
              value={filters.outcome}
              allLabel={intl.formatMessage(m.allOutcomes)}
              options={complaintOutcomes.map((o) => ({
                value: o,
                label: intl.formatMessage(complaintOutcomeMessages[o]),
              }))}
            />
            <FilterSelect
              id="complaints-overdue"
              name="overdue"
              label={intl.formatMessage(m.deadline)}
              value={filters.overdue ? "1" : ""}
              allLabel={intl.formatMessage(m.any)}
              options={[{ value: "1", label: intl.formatMessage(m.overdueOnly) }]}
            />
            <FilterDate
              id="complaints-from"
              name="from"
              label={intl.formatMessage(m.from)}
              value={filters.from}
            />
            <FilterDate
              id="complaints-to"
              name="to"
              label={intl.formatMessage(m.to)}
              value={filters.to}
            />
          </>
        ),
      }}
      summary={{ total, noun: m.count }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          <FormattedMessage {...(filtered ? m.noMatch : m.none)} />
        </p>
      }
    >
      <DataTable
        caption={intl.formatMessage(m.caption)}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="complaints-table"
        columns={[
          {
            key: "reference",
            header: intl.formatMessage(m.reference),
            sortable: true,
            cell: (row) => (
              <Link to={complaintPath(row.id)} className="font-medium text-brand-800 underline">
                {row.reference}
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
            key: "status",
            header: intl.formatMessage(m.status),
            sortable: true,
            cell: (row) => <ComplaintStatusBadge status={row.status} outcome={row.outcome} />,
          },
          {
            key: "received",
            header: intl.formatMessage(m.received),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.receivedAt}>{f.date(row.receivedAt)}</time>,
          },
          {
            key: "due",
            header: intl.formatMessage(m.due),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) =>
              row.dueAt ? (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <time dateTime={row.dueAt}>{f.date(row.dueAt)}</time>
                  {row.overdue ? <OverdueBadge /> : null}
                </span>
              ) : (
                "—"
              ),
          },
          {
            key: "assignee",
            header: intl.formatMessage(m.assignee),
            className: "text-slate-900",
            cell: (row) => row.assigneeName ?? intl.formatMessage(m.notAssigned),
          },
        ]}
      />
    </ListScreen>
  );
}

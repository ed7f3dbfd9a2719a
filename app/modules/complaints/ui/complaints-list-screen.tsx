import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import {
  complaintOutcomeLabels,
  complaintOutcomes,
  complaintStatusLabels,
  complaintStatuses,
} from "~/domain/complaint-status";
import { formatDate } from "~/lib/format";
import { complaintPath } from "../complaint-messages";
import type { ComplaintsPage } from "../list-complaints.server";
import { ComplaintStatusBadge, OverdueBadge } from "./complaint-badges";

/** Complaints (committee and administrators, decision 058): every case with its deadline. */
export function ComplaintsListScreen({ page: data }: { page: ComplaintsPage }) {
  const { rows, total, page, pageCount, filters, sort } = data;
  const filtered = Boolean(
    filters.q || filters.status || filters.outcome || filters.overdue || filters.from || filters.to,
  );
  return (
    <ListScreen
      title="Complaints"
      intro="Concerns the public has reported about accredited businesses. Acknowledge each within its deadline, assign someone impartial, and resolve it with findings."
      filters={{
        label: "Filter complaints",
        filtered,
        fields: (
          <>
            <FilterSearch
              id="complaints-q"
              label="Search reference or business"
              value={filters.q}
            />
            <FilterSelect
              id="complaints-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={complaintStatuses.map((s) => ({
                value: s,
                label: complaintStatusLabels[s],
              }))}
            />
            <FilterSelect
              id="complaints-outcome"
              name="outcome"
              label="Outcome"
              value={filters.outcome}
              allLabel="All outcomes"
              options={complaintOutcomes.map((o) => ({
                value: o,
                label: complaintOutcomeLabels[o],
              }))}
            />
            <FilterSelect
              id="complaints-overdue"
              name="overdue"
              label="Deadline"
              value={filters.overdue ? "1" : ""}
              allLabel="Any"
              options={[{ value: "1", label: "Overdue only" }]}
            />
            <FilterDate
              id="complaints-from"
              name="from"
              label="Received from"
              value={filters.from}
            />
            <FilterDate id="complaints-to" name="to" label="Received to" value={filters.to} />
          </>
        ),
      }}
      summary={{ total, noun: "complaint" }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered ? "No complaints match these filters." : "No concerns have been reported yet."}
        </p>
      }
    >
      <DataTable
        caption="Complaints"
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="complaints-table"
        columns={[
          {
            key: "reference",
            header: "Reference",
            sortable: true,
            cell: (row) => (
              <Link to={complaintPath(row.id)} className="font-medium text-brand-800 underline">
                {row.reference}
              </Link>
            ),
          },
          {
            key: "business",
            header: "Business",
            sortable: true,
            className: "text-slate-900",
            cell: (row) => row.businessName,
          },
          {
            key: "status",
            header: "Status",
            sortable: true,
            cell: (row) => <ComplaintStatusBadge status={row.status} outcome={row.outcome} />,
          },
          {
            key: "received",
            header: "Received",
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.receivedAt}>{formatDate(row.receivedAt)}</time>,
          },
          {
            key: "due",
            header: "Due",
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) =>
              row.dueAt ? (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <time dateTime={row.dueAt}>{formatDate(row.dueAt)}</time>
                  {row.overdue ? <OverdueBadge /> : null}
                </span>
              ) : (
                "—"
              ),
          },
          {
            key: "assignee",
            header: "Assigned to",
            className: "text-slate-900",
            cell: (row) => row.assigneeName ?? "Not assigned",
          },
        ]}
      />
    </ListScreen>
  );
}

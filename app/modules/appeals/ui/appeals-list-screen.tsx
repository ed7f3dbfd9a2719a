import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import {
  APPEAL_DECIDE_DAYS,
  appealKindLabels,
  appealKinds,
  appealStatusLabels,
  appealStatuses,
} from "~/domain/appeal-status";
import { formatDate } from "~/lib/format";
import { appealPath } from "../appeal-rules";
import type { AppealsPage } from "../list-appeals.server";

/** Appeals (decision 057): staff see every appeal; a business its own. */
export function AppealsListScreen({ page: data }: { page: AppealsPage }) {
  const { rows, total, page, pageCount, filters, sort } = data;
  const filtered = Boolean(
    filters.q || filters.status || filters.kind || filters.overdue || filters.from || filters.to,
  );
  return (
    <ListScreen
      title="Appeals"
      intro="Appeals of rejections, revocations and suspensions. Each is decided by a panel of committee members who took no part in the decision appealed."
      filters={{
        label: "Filter appeals",
        filtered,
        fields: (
          <>
            <FilterSearch id="appeals-q" label="Search reference or business" value={filters.q} />
            <FilterSelect
              id="appeals-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={appealStatuses.map((s) => ({ value: s, label: appealStatusLabels[s] }))}
            />
            <FilterSelect
              id="appeals-kind"
              name="kind"
              label="Decision appealed"
              value={filters.kind}
              allLabel="All decisions"
              options={appealKinds.map((k) => ({ value: k, label: appealKindLabels[k] }))}
            />
            <FilterSelect
              id="appeals-overdue"
              name="overdue"
              label="Deadline"
              value={filters.overdue ? "1" : ""}
              allLabel="Any"
              options={[{ value: "1", label: `Undecided after ${APPEAL_DECIDE_DAYS} days` }]}
            />
            <FilterDate id="appeals-from" name="from" label="Lodged from" value={filters.from} />
            <FilterDate id="appeals-to" name="to" label="Lodged to" value={filters.to} />
          </>
        ),
      }}
      summary={{ total, noun: "appeal" }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={
        <p className="text-slate-700">
          {filtered ? "No appeals match these filters." : "No appeals have been lodged."}
        </p>
      }
    >
      <DataTable
        caption="Appeals"
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        testId="appeals-table"
        columns={[
          {
            key: "reference",
            header: "Reference",
            sortable: true,
            cell: (row) => (
              <Link to={appealPath(row.id)} className="font-medium text-brand-800 underline">
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
            key: "kind",
            header: "Decision appealed",
            className: "text-slate-900",
            cell: (row) => appealKindLabels[row.kind],
          },
          {
            key: "status",
            header: "Status",
            sortable: true,
            className: "text-slate-900",
            cell: (row) => appealStatusLabels[row.status],
          },
          {
            key: "submitted",
            header: "Lodged",
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.submittedAt}>{formatDate(row.submittedAt)}</time>,
          },
        ]}
      />
    </ListScreen>
  );
}

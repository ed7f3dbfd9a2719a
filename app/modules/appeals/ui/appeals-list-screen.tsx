import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import { APPEAL_DECIDE_DAYS, appealKinds, appealStatuses } from "~/domain/appeal-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { appealPath } from "../appeal-rules";
import type { AppealsPage } from "../list-appeals.server";
import { appealKindMessages, appealStatusMessages } from "./appeal-labels";

const m = defineMessages({
  title: { id: "appeals.list.title", defaultMessage: "Appeals" },
  intro: {
    id: "appeals.list.intro",
    defaultMessage:
      "Appeals of rejections, revocations and suspensions. Each is decided by a panel of committee members who took no part in the decision appealed.",
  },
  filters: { id: "appeals.list.filters", defaultMessage: "Filter appeals" },
  search: { id: "appeals.list.search", defaultMessage: "Search reference or business" },
  status: { id: "appeals.list.status", defaultMessage: "Status" },
  allStatuses: { id: "appeals.list.allStatuses", defaultMessage: "All statuses" },
  kind: { id: "appeals.list.kind", defaultMessage: "Decision appealed" },
  allKinds: { id: "appeals.list.allKinds", defaultMessage: "All decisions" },
  deadline: { id: "appeals.list.deadline", defaultMessage: "Deadline" },
  any: { id: "appeals.list.any", defaultMessage: "Any" },
  undecided: {
    id: "appeals.list.undecided",
    defaultMessage: "Undecided after {days} days",
  },
  from: { id: "appeals.list.from", defaultMessage: "Lodged from" },
  to: { id: "appeals.list.to", defaultMessage: "Lodged to" },
  count: {
    id: "appeals.list.count",
    defaultMessage: "{count, plural, one {# appeal} other {# appeals}}",
  },
  noMatch: { id: "appeals.list.noMatch", defaultMessage: "No appeals match these filters." },
  none: { id: "appeals.list.none", defaultMessage: "No appeals have been lodged." },
  caption: { id: "appeals.list.caption", defaultMessage: "Appeals" },
  reference: { id: "appeals.list.reference", defaultMessage: "Reference" },
  business: { id: "appeals.list.business", defaultMessage: "Business" },
  lodged: { id: "appeals.list.lodged", defaultMessage: "Lodged" },
});

/** Appeals (decision 057): staff see every appeal; a business its own. */
export function AppealsListScreen({ page: data }: { page: AppealsPage }) {
  const { rows, total, page, pageCount, filters, sort } = data;
  const intl = useIntl();
  const f = useFormat();
  const filtered = Boolean(
    filters.q || filters.status || filters.kind || filters.overdue || filters.from || filters.to,
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
            <FilterSearch id="appeals-q" label={intl.formatMessage(m.search)} value={filters.q} />
            <FilterSelect
              id="appeals-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={appealStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(appealStatusMessages[s]),
              }))}
            />
            <FilterSelect
              id="appeals-kind"
              name="kind"
              label={intl.formatMessage(m.kind)}
              value={filters.kind}
              allLabel={intl.formatMessage(m.allKinds)}
              options={appealKinds.map((k) => ({
                value: k,
                label: intl.formatMessage(appealKindMessages[k]),
              }))}
            />
            <FilterSelect
              id="appeals-overdue"
              name="overdue"
              label={intl.formatMessage(m.deadline)}
              value={filters.overdue ? "1" : ""}
              allLabel={intl.formatMessage(m.any)}
              options={[
                {
                  value: "1",
                  label: intl.formatMessage(m.undecided, { days: APPEAL_DECIDE_DAYS }),
                },
              ]}
            />
            <FilterDate
              id="appeals-from"
              name="from"
              label={intl.formatMessage(m.from)}
              value={filters.from}
            />
            <FilterDate
              id="appeals-to"
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
        testId="appeals-table"
        columns={[
          {
            key: "reference",
            header: intl.formatMessage(m.reference),
            sortable: true,
            cell: (row) => (
              <Link to={appealPath(row.id)} className="font-medium text-brand-800 underline">
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
            key: "kind",
            header: intl.formatMessage(m.kind),
            className: "text-slate-900",
            cell: (row) => intl.formatMessage(appealKindMessages[row.kind]),
          },
          {
            key: "status",
            header: intl.formatMessage(m.status),
            sortable: true,
            className: "text-slate-900",
            cell: (row) => intl.formatMessage(appealStatusMessages[row.status]),
          },
          {
            key: "submitted",
            header: intl.formatMessage(m.lodged),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.submittedAt}>{f.date(row.submittedAt)}</time>,
          },
        ]}
      />
    </ListScreen>
  );
}

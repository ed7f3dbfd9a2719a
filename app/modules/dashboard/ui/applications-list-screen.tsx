import { useIntl } from "react-intl";
import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect, FilterText } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import {
  applicationListMessages as m,
  applicationListTitleMessages,
  applicationStatuses,
  applicationStatusMessages,
  PaymentBadge,
  StatusBadge,
} from "~/modules/applications";
import type { getApplicationListPage } from "~/modules/applications/index.server";
import {
  MissingDocumentsReminder,
  ReminderCheckbox,
  type ReminderActionData,
} from "~/modules/documents";
import { useFormat } from "~/lib/i18n/use-format";

type Page = Awaited<ReturnType<typeof getApplicationListPage>>;
type Row = Page["rows"][number];

/** /dashboard/applications: My Applications for a business, every application for staff. */
export function ApplicationsListScreen({
  page,
  reminder,
}: {
  page: Page;
  /** The answer of the bulk reminder form (staff). */
  reminder: ReminderActionData | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const { rows, total, filters, sort, canCreate, canRemind, isStaff } = page;
  const titleMessage = applicationListTitleMessages[page.title];
  const title = titleMessage ? intl.formatMessage(titleMessage) : page.title;
  const filtered = Boolean(
    filters.status || filters.from || filters.to || filters.region || filters.q,
  );
  // Staff filter by period and state/province (the reports link here with theirs);
  // anyone sees a period or region the address carries.
  const showPeriod = isStaff || Boolean(filters.from || filters.to);
  const showRegion = isStaff || Boolean(filters.region);
  return (
    <ListScreen
      title={title}
      intro={
        isStaff
          ? intl.formatMessage(m.introStaff)
          : canCreate
            ? intl.formatMessage(m.introOwn)
            : intl.formatMessage(m.introOther)
      }
      actions={
        <>
          {isStaff ? (
            <Link
              to="/dashboard/applications/approved"
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {intl.formatMessage(m.approvedLink)}
            </Link>
          ) : null}
          {canCreate ? (
            <Link
              to="/dashboard/applications/new"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {intl.formatMessage(m.newLink)}
            </Link>
          ) : null}
        </>
      }
      filters={{
        label: intl.formatMessage(m.filterLabel),
        filtered,
        fields: (
          <>
            <FilterSelect
              id="app-status"
              name="status"
              label={intl.formatMessage(m.status)}
              value={filters.status}
              allLabel={intl.formatMessage(m.allStatuses)}
              options={applicationStatuses.map((s) => ({
                value: s,
                label: intl.formatMessage(applicationStatusMessages[s]),
              }))}
            />
            {showPeriod ? (
              <>
                <FilterDate
                  id="app-from"
                  name="from"
                  label={intl.formatMessage(m.createdFrom)}
                  value={filters.from}
                />
                <FilterDate
                  id="app-to"
                  name="to"
                  label={intl.formatMessage(m.createdTo)}
                  value={filters.to}
                />
              </>
            ) : null}
            {showRegion ? (
              <FilterText
                id="app-region"
                name="region"
                label={intl.formatMessage(m.region)}
                value={filters.region}
              />
            ) : null}
            <FilterSearch id="app-q" label={intl.formatMessage(m.search)} value={filters.q} />
          </>
        ),
      }}
      summary={{
        total,
        noun: m.count,
        exportPath: "/dashboard/applications/export",
        exportWhat: title,
      }}
      page={page.page}
      pageCount={page.pageCount}
      isEmpty={rows.length === 0}
      aboveResults={
        canRemind && rows.length > 0 ? (
          <div className="mb-3">
            <MissingDocumentsReminder result={reminder} />
          </div>
        ) : null
      }
      empty={
        <>
          <p className="text-slate-700">
            {filtered
              ? intl.formatMessage(m.noMatch)
              : canCreate && !isStaff
                ? intl.formatMessage(m.emptyOwn)
                : intl.formatMessage(m.emptyAll)}
          </p>
          {canCreate && !filtered ? (
            <p className="mt-4">
              <Link
                to="/dashboard/applications/new"
                className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {intl.formatMessage(m.start)}
              </Link>
            </p>
          ) : null}
        </>
      }
    >
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        sort={sort}
        columns={[
          ...(canRemind
            ? [
                {
                  key: "select",
                  header: intl.formatMessage(m.select),
                  headerHidden: true,
                  cell: (row: Row) => (
                    <ReminderCheckbox id={row.id} businessName={row.businessName} />
                  ),
                },
              ]
            : []),
          {
            key: "business",
            header: intl.formatMessage(m.business),
            sortable: true,
            cell: (row) => (
              <>
                <Link
                  to={`/dashboard/applications/${row.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {row.businessName}
                </Link>
                {row.contactName ? (
                  <span className="block text-xs text-slate-600">{row.contactName}</span>
                ) : null}
              </>
            ),
          },
          {
            key: "location",
            header: intl.formatMessage(m.location),
            className: "text-slate-900",
            cell: (row) => row.location || "—",
          },
          {
            key: "status",
            header: intl.formatMessage(m.status),
            sortable: true,
            cell: (row) => <StatusBadge status={row.status} accreditation={row.accreditation} />,
          },
          {
            key: "fees",
            header: intl.formatMessage(m.fees),
            cell: (row) =>
              row.status === "draft" ? (
                <span className="text-slate-600">—</span>
              ) : (
                <PaymentBadge status={row.paymentStatus} />
              ),
          },
          {
            key: "created",
            header: intl.formatMessage(m.created),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.createdAt}>{f.date(row.createdAt)}</time>,
          },
          {
            key: "updated",
            header: intl.formatMessage(m.updated),
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.updatedAt}>{f.date(row.updatedAt)}</time>,
          },
        ]}
      />
    </ListScreen>
  );
}

import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FilterDate, FilterSearch, FilterSelect, FilterText } from "~/components/filter-bar";
import { ListScreen } from "~/components/list-screen";
import {
  applicationStatuses,
  applicationStatusLabels,
  formatDate,
  PaymentBadge,
  StatusBadge,
} from "~/modules/applications";
import type { getApplicationListPage } from "~/modules/applications/index.server";
import {
  MissingDocumentsReminder,
  ReminderCheckbox,
  type ReminderActionData,
} from "~/modules/documents";

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
  const { title, rows, total, filters, sort, canCreate, canRemind, isStaff } = page;
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
          ? "Every application in the programme, newest first."
          : canCreate
            ? "Your accreditation applications and where each one stands."
            : "Applications in the programme, newest first."
      }
      actions={
        <>
          {isStaff ? (
            <Link
              to="/dashboard/applications/approved"
              className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Approved applications
            </Link>
          ) : null}
          {canCreate ? (
            <Link
              to="/dashboard/applications/new"
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              New application
            </Link>
          ) : null}
        </>
      }
      filters={{
        label: "Filter applications",
        filtered,
        fields: (
          <>
            <FilterSelect
              id="app-status"
              name="status"
              label="Status"
              value={filters.status}
              allLabel="All statuses"
              options={applicationStatuses.map((s) => ({
                value: s,
                label: applicationStatusLabels[s],
              }))}
            />
            {showPeriod ? (
              <>
                <FilterDate id="app-from" name="from" label="Created from" value={filters.from} />
                <FilterDate id="app-to" name="to" label="Created to" value={filters.to} />
              </>
            ) : null}
            {showRegion ? (
              <FilterText
                id="app-region"
                name="region"
                label="State/province"
                value={filters.region}
              />
            ) : null}
            <FilterSearch
              id="app-q"
              label="Search business name, e-mail or certificate number"
              value={filters.q}
            />
          </>
        ),
      }}
      summary={{
        total,
        noun: "application",
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
              ? "No applications match these filters."
              : canCreate && !isStaff
                ? "You have no applications yet. Start one to begin your accreditation."
                : "There are no applications yet."}
          </p>
          {canCreate && !filtered ? (
            <p className="mt-4">
              <Link
                to="/dashboard/applications/new"
                className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Start an application
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
                  header: "Select",
                  headerHidden: true,
                  cell: (row: Row) => (
                    <ReminderCheckbox id={row.id} businessName={row.businessName} />
                  ),
                },
              ]
            : []),
          {
            key: "business",
            header: "Business",
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
            header: "Location",
            className: "text-slate-900",
            cell: (row) => row.location || "—",
          },
          {
            key: "status",
            header: "Status",
            sortable: true,
            cell: (row) => <StatusBadge status={row.status} accreditation={row.accreditation} />,
          },
          {
            key: "fees",
            header: "Fees",
            cell: (row) =>
              row.status === "draft" ? (
                <span className="text-slate-600">—</span>
              ) : (
                <PaymentBadge status={row.paymentStatus} />
              ),
          },
          {
            key: "created",
            header: "Created",
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
          },
          {
            key: "updated",
            header: "Last change",
            sortable: true,
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>,
          },
        ]}
      />
    </ListScreen>
  );
}

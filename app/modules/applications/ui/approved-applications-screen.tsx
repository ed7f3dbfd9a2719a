import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { pluralize } from "~/lib/format";
import type { ApprovedApplicationsPage } from "../list-approved-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "./status-badge";

/** /dashboard/applications/approved: approved and certified businesses (staff). */
export function ApprovedApplicationsScreen({ page }: { page: ApprovedApplicationsPage }) {
  const { rows, total, pageCount } = page;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            ← All applications
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Approved applications</h1>
        <p className="mt-1 text-slate-700">
          Approved and certified businesses. An approved application receives its certificate once
          the membership fee is paid.
        </p>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {pluralize(total, "application")} · page {page.page} of {pageCount}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No application has been approved yet.
        </p>
      ) : (
        <DataTable
          caption="Approved and certified applications"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              key: "business",
              header: "Business",
              cell: (row) => (
                <Link
                  to={`/dashboard/applications/${row.id}`}
                  className="font-medium text-brand-800 underline"
                >
                  {row.businessName}
                </Link>
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
              cell: (row) => <StatusBadge status={row.status} accreditation={row.accreditation} />,
            },
            {
              key: "fees",
              header: "Fees",
              cell: (row) => <PaymentBadge status={row.paymentStatus} />,
            },
            {
              key: "updated",
              header: "Last change",
              className: "whitespace-nowrap text-slate-700",
              cell: (row) => <time dateTime={row.updatedAt}>{formatDate(row.updatedAt)}</time>,
            },
          ]}
        />
      )}
      <Pagination page={page.page} pageCount={pageCount} hrefFor={(p) => `?page=${p}`} />
    </div>
  );
}

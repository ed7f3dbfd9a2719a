import { Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { ListScreen } from "~/components/list-screen";
import type { ApprovedApplicationsPage } from "../list-approved-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "./status-badge";

/** /dashboard/applications/approved: approved and certified businesses (staff). */
export function ApprovedApplicationsScreen({ page }: { page: ApprovedApplicationsPage }) {
  const { rows, total, pageCount } = page;
  return (
    <ListScreen
      backLink={{ to: "/dashboard/applications", label: "All applications" }}
      title="Approved applications"
      intro="Approved and certified businesses. An approved application receives its certificate once the membership fee is paid."
      summary={{ total, noun: "application" }}
      page={page.page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={<p className="text-slate-700">No application has been approved yet.</p>}
    >
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
    </ListScreen>
  );
}

import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import { DataTable } from "~/components/data-table";
import { ListScreen } from "~/components/list-screen";
import type { ApprovedApplicationsPage } from "../list-approved-applications.server";
import { applicationListMessages as m } from "./list-messages";
import { PaymentBadge, StatusBadge } from "./status-badge";

/** /dashboard/applications/approved: approved and certified businesses (staff). */
export function ApprovedApplicationsScreen({ page }: { page: ApprovedApplicationsPage }) {
  const intl = useIntl();
  const f = useFormat();
  const { rows, total, pageCount } = page;
  return (
    <ListScreen
      backLink={{ to: "/dashboard/applications", label: intl.formatMessage(m.approvedBack) }}
      title={intl.formatMessage(m.approvedTitle)}
      intro={intl.formatMessage(m.approvedIntro)}
      summary={{ total, noun: m.count }}
      page={page.page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      empty={<p className="text-slate-700">{intl.formatMessage(m.approvedEmpty)}</p>}
    >
      <DataTable
        caption={intl.formatMessage(m.approvedCaption)}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            key: "business",
            header: intl.formatMessage(m.business),
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
            header: intl.formatMessage(m.location),
            className: "text-slate-900",
            cell: (row) => row.location || "—",
          },
          {
            key: "status",
            header: intl.formatMessage(m.status),
            cell: (row) => <StatusBadge status={row.status} accreditation={row.accreditation} />,
          },
          {
            key: "fees",
            header: intl.formatMessage(m.fees),
            cell: (row) => <PaymentBadge status={row.paymentStatus} />,
          },
          {
            key: "updated",
            header: intl.formatMessage(m.updated),
            className: "whitespace-nowrap text-slate-700",
            cell: (row) => <time dateTime={row.updatedAt}>{f.date(row.updatedAt)}</time>,
          },
        ]}
      />
    </ListScreen>
  );
}

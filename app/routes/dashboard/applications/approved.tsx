import { DataTable } from "~/components/data-table";
import { Link } from "react-router";
import { z } from "zod";
import { Pagination } from "~/components/pagination";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { pluralize } from "~/lib/format";
import { throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages } from "~/modules/applications/application-messages";
import { listApprovedApplications } from "~/modules/applications/list-approved-applications.server";
import { formatDate, PaymentBadge, StatusBadge } from "~/modules/applications/ui/status-badge";
import { requireAccess } from "~/modules/auth/session.server";
import type { Route } from "./+types/approved";

export function meta() {
  return [{ title: `Approved applications | ${siteName}` }];
}

const querySchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "application.listApproved");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    return await listApprovedApplications(getDb(), session, { page: query.page });
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchListFailed, "list approved applications");
  }
}

export default function ApprovedApplications({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
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
        {pluralize(total, "application")} · page {page} of {pageCount}
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
            { key: "status", header: "Status", cell: (row) => <StatusBadge status={row.status} /> },
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
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `?page=${p}`} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
